import { kindsOf } from './taxonomy';
import type { Ingredient } from './types';

/**
 * What a shopper takes from the shelf (decision 0025): herbs come in a bouquet, garlic in a
 * head, radishes in a bunch, flour in a packet. These words are for the shopping list's lines
 * only (display and rounding up); what is typed by hand keeps the specification's eight units.
 */
export const PURCHASE_UNITS = [
  'bouquet',
  'tête',
  'botte',
  'pièce',
  'paquet',
  'sachet',
  'pot',
  'tablette',
  'plaquette',
  'brique',
  'boîte',
  'cube',
] as const;
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

/** The plural of each purchase word: « 2 bouquets », « 2 têtes », « 2 boîtes ». */
export const PURCHASE_PLURALS: Readonly<Record<PurchaseUnit, string>> = {
  bouquet: 'bouquets',
  tête: 'têtes',
  botte: 'bottes',
  pièce: 'pièces',
  paquet: 'paquets',
  sachet: 'sachets',
  pot: 'pots',
  tablette: 'tablettes',
  plaquette: 'plaquettes',
  brique: 'briques',
  boîte: 'boîtes',
  cube: 'cubes',
};

/**
 * How a food is bought, and what one purchase holds (a typical French shop's pack): the list
 * divides the need by it and rounds up. A need it cannot measure (2 càs of flour against a
 * 1 kg packet) still takes one.
 */
export interface PurchaseRule {
  unit: PurchaseUnit;
  /** Grams in one (farine: a 1 kg packet). */
  grams?: number;
  /** Millilitres in one (lait: a 1 l brick). */
  millilitres?: number;
  /** Pieces of the food in one, by the word a recipe counts them with (ail: 12 gousses). */
  pieces?: Readonly<Record<string, number>>;
  /** The food itself, counted, in one (radis: 15 in a bunch); absent for a pièce (it is one). */
  each?: number;
  /** Tablespoons in one (a bouquet of parsley: about 6 càs chopped). */
  tablespoons?: number;
}

/** A bunch of fresh herbs: about 30 g, 10 sprigs, 40 leaves, 6 càs chopped. */
const HERBS: PurchaseRule = {
  unit: 'bouquet',
  grams: 30,
  pieces: { brin: 10, branche: 10, tige: 10, feuille: 40, pluche: 40 },
  tablespoons: 6,
};
const HERB_IDS = [
  'thym',
  'persil',
  'coriandre',
  'basilic',
  'ciboulette',
  'menthe',
  'aneth',
  'sauge',
  'romarin',
  'estragon',
  'cerfeuil',
  'sarriette',
  'fines-herbes',
];

/** By ingredient id; a kind takes its parent's rule (persil-plat → persil, riz-basmati → riz). */
const RULES: Readonly<Record<string, PurchaseRule>> = {
  ...Object.fromEntries(HERB_IDS.map((id) => [id, HERBS])),
  ail: { unit: 'tête', grams: 60, pieces: { gousse: 12 }, each: 1 },
  radis: { unit: 'botte', grams: 250, each: 15 },
  'oignon-nouveau': { unit: 'botte', grams: 250, each: 5 },
  asperge: { unit: 'botte', grams: 500, each: 12 },
  chou: { unit: 'pièce', grams: 1000 },
  'chou-de-bruxelles': { unit: 'paquet', grams: 500, each: 25 },
  'chou-kale': { unit: 'paquet', grams: 200 },
  courge: { unit: 'pièce', grams: 1500 },
  concombre: { unit: 'pièce', grams: 400 },
  farine: { unit: 'paquet', grams: 1000 },
  sucre: { unit: 'paquet', grams: 1000 },
  'sucre-glace': { unit: 'paquet', grams: 500 },
  'sucre-vanille': { unit: 'sachet', grams: 7.5, each: 1 },
  'levure-chimique': { unit: 'sachet', grams: 11, each: 1 },
  pates: { unit: 'paquet', grams: 500 },
  riz: { unit: 'paquet', grams: 1000 },
  semoule: { unit: 'paquet', grams: 500 },
  lentille: { unit: 'paquet', grams: 500 },
  quinoa: { unit: 'paquet', grams: 500 },
  creme: { unit: 'pot', millilitres: 200, grams: 200 },
  yaourt: { unit: 'pot', grams: 125, each: 1 },
  'yaourt-grec': { unit: 'pot', grams: 500 },
  'fromage-blanc': { unit: 'pot', grams: 500 },
  mascarpone: { unit: 'pot', grams: 250 },
  ricotta: { unit: 'pot', grams: 250 },
  moutarde: { unit: 'pot', grams: 200 },
  pesto: { unit: 'pot', grams: 190 },
  chocolat: { unit: 'tablette', grams: 100, pieces: { carre: 20 } },
  'chocolat-de-couverture': { unit: 'tablette', grams: 200, pieces: { carre: 20 } },
  beurre: { unit: 'plaquette', grams: 250 },
  lait: { unit: 'brique', millilitres: 1000 },
  'lait-de-soja': { unit: 'brique', millilitres: 1000 },
  'lait-d-avoine': { unit: 'brique', millilitres: 1000 },
  'lait-d-amande': { unit: 'brique', millilitres: 1000 },
  'lait-de-riz': { unit: 'brique', millilitres: 1000 },
  'lait-de-coco': { unit: 'boîte', millilitres: 400 },
  'creme-de-coco': { unit: 'boîte', millilitres: 200 },
  'tomate-pelee': { unit: 'boîte', grams: 400 },
  'concentre-de-tomate': { unit: 'boîte', grams: 140 },
  'pois-chiche': { unit: 'boîte', grams: 400 },
  'haricot-rouge': { unit: 'boîte', grams: 400 },
  'haricot-blanc': { unit: 'boîte', grams: 400 },
  'haricot-noir': { unit: 'boîte', grams: 400 },
  'bouillon-de-legumes': { unit: 'cube', pieces: { tablette: 1 }, each: 1 },
  'bouillon-de-volaille': { unit: 'cube', pieces: { tablette: 1 }, each: 1 },
  'bouillon-de-boeuf': { unit: 'cube', pieces: { tablette: 1 }, each: 1 },
};

/** How `food` is bought: its own rule, else the nearest kind's; none for a food sold as it is. */
export function purchaseRule(food: Ingredient | undefined): PurchaseRule | undefined {
  if (!food) return undefined;
  for (const id of kindsOf(food)) {
    const rule = RULES[id];
    if (rule) return rule;
  }
  return undefined;
}

/** Every ingredient id with a rule of its own (for tests: each must exist in the taxonomy). */
export const PURCHASE_RULE_IDS: readonly string[] = Object.keys(RULES);
