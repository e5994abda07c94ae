// The produce calendar of France and Switzerland (issue 26, item 3): for every fruit, vegetable,
// herb and mushroom of the taxonomy, and the main fish and shellfish, the months (1–12) it is in
// season locally. Written from conservative public knowledge (see « Saisons » in
// docs/catalogue.md for the references); when the references disagree, the shorter season wins.
// A recipe's season is computed from its fresh produce, never declared.

/**
 * The months (1 = janvier … 12 = décembre) a local product is in season, its storage months
 * included for stored crops; 'importé' for produce that does not grow here (never « De
 * saison », never penalised); 'transformé' for a preserved item sold beside the produce (a jar
 * of artichoke hearts, dried mushrooms), which takes no part.
 */
export type ProduceSeason = readonly number[] | 'importé' | 'transformé';

/** Months from `from` to `to` included, wrapping over the new year (10 → 3 is Oct–Mar). */
function months(from: number, to: number): number[] {
  const result: number[] = [];
  for (let month = from; ; month = (month % 12) + 1) {
    result.push(month);
    if (month === to) return result.sort((a, b) => a - b);
  }
}

const ALL_YEAR = months(1, 12);

/** Stored crops: the harvest months plus the months they keep in cellars and cold stores. */
const STORED = {
  /** Onions, garlic, shallots, potatoes, carrots: harvested in summer and autumn, kept all year. */
  allYear: ALL_YEAR,
  /** Apples: harvested August–November, kept in controlled atmosphere until June. */
  pomme: [...months(8, 12), ...months(1, 6)].sort((a, b) => a - b),
  /** Pears: harvested August–October, kept until March. */
  poire: months(8, 3),
  /** Winter squashes: harvested September–October, kept until February (butternut to March). */
  courge: months(9, 2),
  /** Head cabbages (white, red): harvested August–November, kept until April. */
  chou: months(8, 4),
  /** Beetroot: harvested July–October, kept until April. */
  betterave: months(7, 4),
  /** Celeriac: harvested September–November, kept until April. */
  celeriRave: months(9, 4),
} as const;

/** Every produce of the taxonomy (aisle « fruits-legumes ») and the main fresh fish. */
export const PRODUCE_SEASONS: Readonly<Record<string, ProduceSeason>> = {
  // Alliums and roots kept all year.
  ail: STORED.allYear,
  oignon: STORED.allYear,
  'oignon-rouge': STORED.allYear,
  'oignon-blanc': STORED.allYear,
  'oignon-nouveau': months(4, 7),
  echalote: STORED.allYear,
  'echalote-longue': STORED.allYear,
  poireau: [...months(1, 4), ...months(8, 12)],
  carotte: STORED.allYear,
  'carotte-fane': months(5, 8),
  'pomme-de-terre': STORED.allYear,
  'pomme-de-terre-grenaille': STORED.allYear,
  'pomme-de-terre-a-chair-ferme': STORED.allYear,
  'patate-douce': 'importé',
  // Summer fruit-vegetables.
  courgette: months(6, 9),
  aubergine: months(7, 9),
  poivron: months(7, 9),
  'poivron-rouge': months(7, 9),
  'poivron-vert': months(7, 9),
  'poivron-jaune': months(7, 9),
  tomate: months(6, 9),
  'tomate-cerise': months(6, 9),
  'tomate-coeur-de-boeuf': months(7, 9),
  'tomate-grappe': months(6, 9),
  'tomate-ancienne': months(7, 9),
  concombre: months(5, 9),
  // Salads.
  salade: months(5, 10),
  laitue: months(5, 10),
  batavia: months(5, 10),
  'feuille-de-chene': months(5, 10),
  sucrine: months(5, 10),
  romaine: months(5, 9),
  iceberg: months(6, 9),
  frisee: months(9, 12),
  scarole: months(9, 1),
  mache: months(10, 3),
  roquette: months(5, 10),
  mesclun: months(5, 10),
  cresson: months(10, 4),
  endive: months(10, 4),
  trevise: months(10, 2),
  epinard: [...months(3, 5), ...months(9, 11)],
  // Cabbages.
  chou: STORED.chou,
  'chou-blanc': STORED.chou,
  'chou-rouge': STORED.chou,
  'chou-vert': months(9, 3),
  'chou-fleur': months(6, 11),
  'chou-de-bruxelles': months(10, 2),
  'chou-kale': months(10, 3),
  'chou-chinois': months(9, 2),
  'pak-choi': months(6, 10),
  brocoli: months(6, 10),
  'chou-romanesco': months(9, 11),
  // Stems, roots and tubers.
  celeri: months(6, 10),
  'celeri-rave': STORED.celeriRave,
  fenouil: months(6, 10),
  radis: months(4, 9),
  'radis-noir': months(10, 3),
  navet: months(10, 3),
  betterave: STORED.betterave,
  panais: months(10, 3),
  topinambour: months(10, 3),
  rutabaga: months(10, 3),
  salsifis: months(10, 3),
  cardon: months(10, 12),
  // Winter squashes (stored).
  courge: STORED.courge,
  'courge-butternut': months(9, 3),
  potimarron: STORED.courge,
  potiron: STORED.courge,
  'courge-spaghetti': months(9, 12),
  // Spring and summer vegetables.
  artichaut: months(6, 9),
  'coeur-d-artichaut': 'transformé',
  asperge: months(4, 6),
  'asperge-verte': months(4, 6),
  'asperge-blanche': months(4, 6),
  'haricot-vert': months(7, 9),
  'petit-pois': months(5, 7),
  'pois-gourmand': months(5, 7),
  feve: months(5, 7),
  edamame: 'importé',
  mais: months(8, 9),
  'epi-de-mais': months(8, 9),
  blette: months(6, 10),
  piment: months(7, 10),
  'piment-vert': months(7, 10),
  'germe-de-soja': ALL_YEAR,
  'pousse-de-bambou': 'transformé',
  avocat: 'importé',
  gingembre: 'importé',
  citronnelle: 'importé',
  'feuille-de-combava': 'importé',
  // Mushrooms: cultivated ones all year, wild ones in their season.
  champignon: ALL_YEAR,
  'champignon-de-paris': ALL_YEAR,
  'champignon-brun': ALL_YEAR,
  shiitake: ALL_YEAR,
  pleurote: ALL_YEAR,
  cepe: months(8, 10),
  girolle: months(7, 10),
  morille: months(4, 5),
  'trompette-de-la-mort': months(9, 11),
  'melange-forestier': months(9, 11),
  truffe: months(12, 2),
  'champignon-noir': 'transformé',
  // Herbs: evergreen ones all year, the tender ones in the open-field months.
  persil: months(3, 11),
  'persil-plat': months(3, 11),
  ciboulette: months(3, 10),
  basilic: months(6, 9),
  coriandre: months(5, 10),
  menthe: months(5, 10),
  aneth: months(5, 9),
  estragon: months(5, 10),
  thym: ALL_YEAR,
  romarin: ALL_YEAR,
  laurier: ALL_YEAR,
  sauge: months(4, 11),
  cerfeuil: [...months(3, 6), ...months(9, 11)],
  origan: months(6, 9),
  marjolaine: months(6, 9),
  sarriette: months(6, 9),
  'fines-herbes': months(5, 10),
  'bouquet-garni': ALL_YEAR,
  // Local fruit.
  pomme: STORED.pomme,
  poire: STORED.poire,
  coing: months(10, 11),
  kiwi: months(11, 4),
  fraise: months(5, 7),
  framboise: months(6, 9),
  myrtille: months(7, 9),
  mure: months(8, 9),
  groseille: months(6, 8),
  cassis: months(7, 8),
  'fruit-rouge': months(6, 8),
  cerise: months(6, 7),
  abricot: months(6, 8),
  peche: months(7, 9),
  nectarine: months(7, 9),
  prune: months(8, 9),
  mirabelle: months(8, 9),
  quetsche: months(8, 9),
  raisin: months(9, 10),
  melon: months(7, 9),
  pasteque: months(7, 9),
  figue: months(8, 10),
  rhubarbe: months(4, 6),
  // Imported fruit.
  banane: 'importé',
  'banane-plantain': 'importé',
  orange: 'importé',
  'orange-sanguine': 'importé',
  clementine: 'importé',
  mandarine: 'importé',
  citron: 'importé',
  'citron-vert': 'importé',
  pamplemousse: 'importé',
  ananas: 'importé',
  mangue: 'importé',
  papaye: 'importé',
  'fruit-de-la-passion': 'importé',
  litchi: 'importé',
  grenade: 'importé',
  kaki: 'importé',
  'noix-de-coco': 'importé',
  physalis: 'importé',
  'fruit-du-dragon': 'importé',
  goyave: 'importé',
  yuzu: 'importé',
  kumquat: 'importé',
  // Fresh fish of the lakes and of the Atlantic, Channel and Mediterranean coasts, outside
  // their spawning months; farmed trout all year. Smoked, salted and canned fish take no part.
  truite: ALL_YEAR,
  perche: months(6, 10),
  cabillaud: months(10, 1),
  lieu: months(9, 12),
  colin: months(6, 10),
  merlan: months(9, 1),
  eglefin: months(9, 12),
  sole: months(6, 11),
  lotte: months(7, 12),
  bar: months(9, 12),
  dorade: months(6, 10),
  'saint-pierre': months(5, 10),
  rouget: months(6, 10),
  raie: months(5, 10),
  sardine: months(5, 10),
  maquereau: months(4, 9),
  thon: months(6, 10),
  hareng: months(9, 2),
  'anchois-frais': months(5, 9),
  saumon: 'importé',
  fletan: 'importé',
  espadon: 'importé',
  // Shellfish and cephalopods.
  moule: months(7, 1),
  huitre: months(9, 4),
  'coquille-saint-jacques': months(10, 5),
  petoncle: months(10, 3),
  bulot: months(9, 4),
  bigorneau: months(9, 4),
  palourde: months(10, 3),
  langoustine: months(4, 8),
  homard: months(5, 8),
  crabe: months(5, 10),
  'crevette-grise': months(5, 10),
  crevette: 'importé',
  gambas: 'importé',
  langouste: 'importé',
  calamar: months(9, 12),
  seiche: months(3, 6),
  poulpe: 'importé',
};

/** The season of an ingredient, or undefined when it is not fresh produce (takes no part). */
export function seasonOf(id: string): ProduceSeason | undefined {
  return Object.hasOwn(PRODUCE_SEASONS, id) ? PRODUCE_SEASONS[id] : undefined;
}

/** Whether a local fresh product is in season this month; false for imports and non-produce. */
export function isInSeason(id: string, month: number): boolean {
  const season = seasonOf(id);
  return Array.isArray(season) && season.includes(month);
}

/** What a recipe's fresh produce says of its season this month. */
export interface RecipeSeason {
  /**
   * « De saison »: at least one fresh local product, and every fresh local product in season.
   * Imports neither make nor break it.
   */
  inSeason: boolean;
  /** The fresh local products out of season this month, in the recipe's order. */
  outOfSeason: string[];
  /** The imported produce of the recipe (never penalised). */
  imported: string[];
  /** The fresh local products in season this month. */
  seasonal: string[];
}

/** The season of a recipe from its ingredient ids, for `month` (1–12). */
export function recipeSeason(ingredientIds: readonly string[], month: number): RecipeSeason {
  const outOfSeason: string[] = [];
  const imported: string[] = [];
  const seasonal: string[] = [];
  for (const id of new Set(ingredientIds)) {
    const season = seasonOf(id);
    if (season === 'importé') imported.push(id);
    else if (Array.isArray(season)) (season.includes(month) ? seasonal : outOfSeason).push(id);
  }
  return {
    inSeason: seasonal.length > 0 && outOfSeason.length === 0,
    outOfSeason,
    imported,
    seasonal,
  };
}

const zurichMonthFormat = new Intl.DateTimeFormat('en', {
  month: 'numeric',
  timeZone: 'Europe/Zurich',
});

/** The month (1–12) in Zurich at `now`: the month the calendar is read for. */
export function zurichMonth(now: Date = new Date()): number {
  return Number(zurichMonthFormat.format(now));
}

/** Every month of the year, as the bits of a season mask (bit 0 = janvier). */
export const ALL_MONTHS_MASK = 0xfff;

/**
 * The months (bit m − 1 for month m) in which none of a recipe's fresh local produce is out of
 * season: where the choice of a suggestion or a planned week prefers it. Imports and
 * non-produce take no part (a recipe of pasta and cheese fits every month).
 */
export function seasonMask(ingredientIds: readonly string[]): number {
  let mask = ALL_MONTHS_MASK;
  for (const id of ingredientIds) {
    const season = seasonOf(id);
    if (!Array.isArray(season)) continue;
    let own = 0;
    for (const month of season) own |= 1 << (month - 1);
    mask &= own;
  }
  return mask;
}

/** Whether a season mask (`seasonMask`) holds `month` (1–12). */
export const fitsMonth = (mask: number, month: number): boolean =>
  (mask & (1 << (month - 1))) !== 0;
