import type { Unit } from '../constants';
import { ALL_INGREDIENTS, ingredientById, kindsOf } from './taxonomy';
import type { Aisle, Ingredient } from './types';

/**
 * A rough « € / €€ / €€€ » for a recipe (issue 26): never a price, a band a household reads
 * to pick a Tuesday dish or a feast. Each taxonomy food has a cost class — 1 cheap (pâtes,
 * riz, lentilles, pommes de terre, oignons, carottes, œufs, farine), 2 medium, 3 dear (bœuf
 * à griller, veau, agneau, crevettes, saumon, noix de cajou, pignons, safran, fromages AOP) —
 * written once per aisle with overrides below; a food without its own override takes its
 * nearest more general food's (every kind of veau is 3), then its aisle's.
 */
export type CostClass = 1 | 2 | 3;

const AISLE_CLASS: Readonly<Record<Aisle, CostClass>> = {
  'fruits-legumes': 1,
  boulangerie: 1,
  boucherie: 2,
  poissonnerie: 3,
  cremerie: 2,
  'epicerie-salee': 1,
  'epicerie-sucree': 1,
  'epices-condiments': 1,
  boissons: 2,
  surgeles: 1,
  autre: 1,
};

const ids = (text: string) => text.trim().split(/\s+/);

const OVERRIDES: ReadonlyMap<string, CostClass> = new Map<string, CostClass>([
  // fruits et légumes
  ...ids(`avocat asperge artichaut coeur-d-artichaut fenouil pois-gourmand feve edamame
    champignon-brun shiitake pleurote champignon-noir melange-forestier topinambour salsifis cardon
    roquette mache cresson pak-choi germe-de-soja pousse-de-bambou citronnelle feuille-de-combava
    fraise framboise myrtille mure groseille cassis cerise abricot peche nectarine mirabelle
    ananas mangue papaye litchi grenade figue kaki coing fruit-rouge kumquat goyave
    tomate-coeur-de-boeuf tomate-ancienne noix-de-coco banane-plantain`).map(
    (id) => [id, 2] as const,
  ),
  ...ids(`cepe girolle morille trompette-de-la-mort truffe fruit-de-la-passion physalis
    fruit-du-dragon yuzu`).map((id) => [id, 3] as const),
  // boulangerie
  ...ids(`brioche croissant pain-d-epices focaccia ciabatta pain-nordique blini
    galette-de-sarrasin crepe pain-aux-cereales pain-burger naan`).map((id) => [id, 2] as const),
  // boucherie: the default (2) is bœuf haché, porc, poulet entier, dinde, canard, charcuterie
  ...ids(`cuisse-de-poulet pilon-de-poulet aile-de-poulet foie-de-volaille chair-a-saucisse
    lardon lard saindoux os-a-moelle saucisse saucisse-de-strasbourg chipolata merguez
    boudin-noir poitrine-de-porc saute-de-porc echine-de-porc travers-de-porc porc-hache
    rillettes pate-de-campagne saucisse-aux-choux`).map((id) => [id, 1] as const),
  ...ids(`entrecote faux-filet filet-de-boeuf rumsteck cote-de-boeuf roti-de-boeuf
    boeuf-pour-carpaccio boeuf-seche onglet veau agneau magret-de-canard aiguillette-de-canard
    magret-fume confit-de-canard foie-gras mousse-de-canard caille chevreuil jambon-cru coppa
    pancetta filet-mignon`).map((id) => [id, 3] as const),
  // poissonnerie: the default (3) is fresh fish and shellfish
  ...ids(`poisson thon-en-boite sardine sardine-a-l-huile maquereau maquereau-en-boite hareng
    moule surimi fumet-de-poisson`).map((id) => [id, 1] as const),
  ...ids(`maquereau-fume lieu colin merlan eglefin truite calamar seiche bulot bigorneau
    oeuf-de-lump tarama anchois petoncle`).map((id) => [id, 2] as const),
  // crèmerie: the default (2) is cheeses without an AOP, butter, cream alternatives
  ...ids(`lait lait-concentre-sucre lait-en-poudre creme yaourt fromage-blanc oeuf tofu
    pate-feuilletee pate-brisee pate-sablee pate-a-pizza pate-a-crepes feuille-de-brick
    lait-de-soja lait-d-avoine lait-de-riz margarine-vegetale creme-anglaise creme-dessert
    beurre`).map((id) => [id, 1] as const),
  ...ids(`oeuf-de-caille`).map((id) => [id, 2] as const),
  ...ids(`comte gruyere beaufort abondance parmesan grana-padano pecorino roquefort
    fourme-d-ambert gorgonzola reblochon mont-d-or cantal saint-nectaire morbier munster
    maroilles epoisses ossau-iraty manchego crottin-de-chavignol sainte-maure
    vacherin-fribourgeois brocciu burrata mozzarella-di-bufala`).map((id) => [id, 3] as const),
  // épicerie salée: the default (1) is pâtes, riz, semoule, légumineuses, farine, conserves
  ...ids(`quinoa riz-noir riz-a-sushi pates-fraiches ravioli tortellini udon soba ramen
    olive tomate-sechee poivron-grille capre coeur-de-palmier lait-de-coco creme-de-coco
    fond-de-veau fond-brun confit-d-oignon farine-de-lupin muesli proteine-de-soja-texturee
    tortilla-chips`).map((id) => [id, 2] as const),
  ...ids(`riz-sauvage farine-de-chataigne poudre-d-amande poudre-de-noisette pistache-salee`).map(
    (id) => [id, 3] as const,
  ),
  // épicerie sucrée: the default (1) is sucre, levure, biscuits of every day
  ...ids(`miel sirop-d-agave chocolat pate-a-tartiner pate-d-amande creme-de-marrons marron
    fruit-confit gingembre-confit abricot-sec datte figue-seche pruneau cranberry-sechee
    mangue-sechee fruit-sec amande noisette noix beurre-de-cacahuete graine-de-courge
    graine-de-tournesol graine-de-chia graine-de-lin graine-de-pavot agar-agar lemon-curd
    sucre-de-coco amaretti pate-a-sucre caramel chips-de-coco biscuit-cuillere madeleine
    genoise crepe-dentelle`).map((id) => [id, 2] as const),
  ...ids(`sirop-d-erable praline pate-de-pistache marron-glace noix-de-cajou pistache
    pignon-de-pin noix-de-pecan noix-de-macadamia noix-du-bresil puree-d-amande
    puree-de-noisette macaron nougat`).map((id) => [id, 3] as const),
  // épices et condiments: the default (1) is what a recipe uses by the spoon
  ...ids(`huile-d-olive huile-de-noix huile-de-sesame huile-de-coco vinaigre-balsamique
    vinaigre-de-xeres pesto tahini miso pate-de-curry baie-rose poivre-de-sichuan cardamome
    badiane fleur-de-sel guacamole tzatziki houmous tapenade caviar-d-aubergine wasabi
    sauce-hoisin gochujang citron-confit`).map((id) => [id, 2] as const),
  ...ids(`safran vanille huile-de-truffe huile-de-noisette feve-tonka`).map(
    (id) => [id, 3] as const,
  ),
  ...ids(`extrait-de-vanille`).map((id) => [id, 2] as const),
  // boissons: the default (2) is wine, spirits and liqueurs
  ...ids(`eau-gazeuse the tisane chicoree jus-d-orange jus-de-pomme jus-de-citron jus-de-raisin
    jus-d-ananas jus-de-pamplemousse jus-de-tomate jus-de-fruits limonade tonic cola soda sirop
    biere cidre`).map((id) => [id, 1] as const),
  ...ids(`champagne sauternes vin-jaune cognac armagnac whisky mezcal chartreuse`).map(
    (id) => [id, 3] as const,
  ),
  // surgelés et autres
  ...ids(`glace sorbet`).map((id) => [id, 2] as const),
  ...ids(`fleur-comestible feuille-d-or`).map((id) => [id, 3] as const),
]);

/** The cost class of a taxonomy food (1 cheap, 2 medium, 3 dear); undefined if unknown. */
export function costClassOf(id: string): CostClass | undefined {
  let food: Ingredient | undefined = ingredientById(id);
  if (!food) return undefined;
  const aisle = food.aisle;
  const seen = new Set<string>();
  while (food && !seen.has(food.id)) {
    const own = OVERRIDES.get(food.id);
    if (own !== undefined) return own;
    seen.add(food.id);
    food = food.parent ? ingredientById(food.parent) : undefined;
  }
  return AISLE_CLASS[aisle];
}

/** Every taxonomy food's class (for tests and documentation). */
export const FOOD_COST: ReadonlyMap<string, CostClass> = new Map(
  ALL_INGREDIENTS.map((food) => [food.id, costClassOf(food.id)!]),
);

/** The override ids (the test checks each names a taxonomy food). */
export const COST_OVERRIDE_IDS: readonly string[] = [...OVERRIDES.keys()];

/**
 * How dear a class is against a cheap food, by weight: rough ratios of French and Swiss
 * supermarket prices per kilogram (pâtes or carottes 1, fromage or poulet ≈ 3, filet de bœuf,
 * saumon or pignons ≈ 8). Never shown; only the band is.
 */
const CLASS_WEIGHT: Readonly<Record<CostClass, number>> = { 1: 1, 2: 3, 3: 8 };

/** Grams in one piece when a recipe counts a food (« 3 œufs », « 1 oignon »). */
const PIECE_GRAMS: Readonly<Record<string, number>> = {
  oeuf: 55,
  ail: 5,
  echalote: 30,
  oignon: 120,
  citron: 120,
  'citron-vert': 70,
  laurier: 0.5,
  'bouquet-garni': 10,
  'baton-de-cannelle': 3,
  'clou-de-girofle': 0.2,
  badiane: 1,
  vanille: 3,
  'feuille-de-combava': 0.5,
  poulet: 1500,
  coquelet: 500,
  pintade: 1400,
  canard: 2000,
  caille: 200,
  lapin: 1500,
  'cuisse-de-poulet': 250,
  'pilon-de-poulet': 120,
  'blanc-de-poulet': 150,
  'magret-de-canard': 350,
  'cuisse-de-canard': 300,
  saucisse: 100,
  dorade: 400,
  bar: 400,
  truite: 300,
  maquereau: 250,
  sardine: 60,
  'coquille-saint-jacques': 40,
  huitre: 80,
  gambas: 40,
  crevette: 15,
  langoustine: 50,
  homard: 600,
  reblochon: 450,
  camembert: 250,
  'mont-d-or': 500,
  'crottin-de-chavignol': 60,
  'buche-de-chevre': 180,
  burrata: 125,
  mozzarella: 125,
  'pate-feuilletee': 230,
  'pate-brisee': 230,
  'pate-sablee': 230,
  'pate-a-pizza': 260,
  'feuille-de-brick': 15,
  'pate-filo': 15,
  pain: 400,
  baguette: 250,
  'pain-de-mie': 25,
  'pain-burger': 70,
  'pain-pita': 70,
  'tortilla-de-ble': 40,
  'tortilla-de-mais': 30,
  crepe: 50,
  blini: 15,
  'galette-de-sarrasin': 50,
  avocat: 200,
  mangue: 400,
  ananas: 1000,
  melon: 1000,
  pasteque: 3000,
  courge: 1200,
  chou: 1000,
  'chou-fleur': 800,
  brocoli: 400,
  salade: 300,
  fenouil: 250,
  concombre: 300,
  aubergine: 300,
  courgette: 250,
  poivron: 180,
  tomate: 120,
  'tomate-cerise': 12,
  fraise: 15,
  radis: 10,
  'citron-confit': 60,
  'noix-de-coco': 500,
  champignon: 20,
  figue: 50,
  datte: 10,
  abricot: 50,
  peche: 150,
  kiwi: 80,
  clementine: 70,
  orange: 200,
  banane: 120,
  pomme: 150,
  poire: 170,
  carotte: 100,
  'pomme-de-terre': 150,
  'patate-douce': 300,
  poireau: 200,
  endive: 120,
  artichaut: 300,
  'coeur-d-artichaut': 30,
  'epi-de-mais': 250,
  betterave: 150,
  navet: 120,
  'celeri-rave': 700,
  celeri: 40,
  'fruit-de-la-passion': 40,
  grenade: 300,
  olive: 4,
  cornichon: 8,
  marron: 10,
  chocolat: 10,
  biscuit: 10,
  'biscuit-cuillere': 8,
  meringue: 10,
  madeleine: 25,
  'oeuf-de-caille': 10,
};
const HERBS = new Set(
  ids(`persil ciboulette basilic coriandre menthe aneth estragon thym romarin sauge cerfeuil
    origan marjolaine sarriette fines-herbes citronnelle`),
);

function pieceGrams(food: Ingredient): number {
  for (const kind of kindsOf(food)) if (PIECE_GRAMS[kind] !== undefined) return PIECE_GRAMS[kind];
  if (HERBS.has(food.id) || (food.parent !== undefined && HERBS.has(food.parent))) return 5;
  if (food.aisle === 'epices-condiments' || food.aisle === 'epicerie-sucree') return 10;
  return 150;
}

const UNIT_GRAMS: Readonly<Record<Exclude<Unit, 'unité'>, number>> = {
  g: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  càs: 15,
  càc: 5,
  pincée: 0.5,
};

/** One line of a recipe, as the cost needs it: a taxonomy id and a quantity if any. */
export interface CostLine {
  id: string;
  quantity?: number | null;
  unit?: Unit;
}

/**
 * The cost band of a recipe (1 « € », 2 « €€ », 3 « €€€ »), from its foods weighted by
 * quantity: each measured line counts its weight in grams (ml as grams, a piece as a typical
 * piece) times its class's weight (1, 3, 8); cupboard staples (sel, poivre, eau, huile…) and
 * lines « to taste » are left out. The mean weight per gram of food decides: under 1.8 is « € »
 * (mostly cheap foods), from 3.6 on is « €€€ » (a dear food is a large part of the dish), in
 * between « €€ ». A recipe with nothing measured is « € ». The band does not depend on the
 * servings: it says how dear the dish is for what it feeds.
 */
export function recipeCostBand(lines: readonly CostLine[]): CostClass {
  let grams = 0;
  let weighted = 0;
  for (const line of lines) {
    const food = ingredientById(line.id);
    if (!food || food.staple || line.quantity === undefined || line.quantity === null) continue;
    const unit = line.unit ?? 'unité';
    const mass = line.quantity * (unit === 'unité' ? pieceGrams(food) : UNIT_GRAMS[unit]);
    grams += mass;
    weighted += mass * CLASS_WEIGHT[costClassOf(food.id)!];
  }
  if (grams === 0) return 1;
  const mean = weighted / grams;
  return mean < COST_BAND_LIMITS[0] ? 1 : mean < COST_BAND_LIMITS[1] ? 2 : 3;
}

/** The mean class weight per gram where « €€ » and « €€€ » begin. */
export const COST_BAND_LIMITS = [1.6, 3] as const;
