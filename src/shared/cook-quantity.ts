/**
 * Cook-grade quantities: the one rule that turns a scaled amount into what a cook measures and
 * buys. Catalogue cards and recipe views (`formatIngredientLine`), planned meals and their
 * portion stepper (`scaledIngredientLine`), the plan's shopping list (`mergeNeeds`) and what
 * « J'ai cuisiné » takes from the fridge (`takeFromFridge`) all go through `cookQuantity`.
 * Decision 0019.
 *
 * | what is measured                                | step                                                 | at least |
 * | ----------------------------------------------- | ---------------------------------------------------- | -------- |
 * | a count (œufs, tomates, gousses, tranches…)     | whole, halves up (7,5 → 8; 6,25 → 6)                 | 1        |
 * | a natural half (NATURAL_HALVES, bouquet, botte, | ½ below 3 (½, 1, 1 ½, 2, 2 ½), whole from 3          | ½        |
 * | gousse de vanille)                              |                                                      |          |
 * | a pack (PACK_WORDS: sachet, boîte, pot,         | whole, never a half                                  | 1        |
 * | rouleau, pâte…; PACK_FOODS: pâte feuilletée…)   |                                                      |          |
 * | càs, tasse                                      | ½ below 3, whole from 3                              | ½        |
 * | càc                                             | the same; in càs when it makes whole or half càs     | ½ càc    |
 * |                                                 | from 3 càc (3 càc → 1 càs, 4,5 càc → 1 ½ càs)        |          |
 * | pincée                                          | whole                                                | 1        |
 * | a weight of the dairy aisle (butter, cheese,    | 5 g                                                  | 5 g      |
 * | cream, yoghurt, tofu)                           |                                                      |          |
 * | any other weight (flour, sugar, meat…)          | 1 g under 20 g, 5 g under 100 g, 10 g under 1 kg     | 1 g      |
 * | any volume                                      | 5 ml under 100 ml, 10 ml under 500 ml, 50 ml under   | 5 ml     |
 * |                                                 | 1 l; in cl when written in cl (1 cl)                 |          |
 * | from 1 kg or 1 l                                | the nearest 100 g or 250 g, in kg or l (« 1,25 kg ») | —        |
 *
 * Below 1 kg or 1 l a weight is written in g and a volume in ml (« 600 g », not « 0,6 kg »).
 *
 * **Small quantities become spoons**, only for the foods a cook really spoons: under the
 * food's threshold, the amount is written in càs from ¾ càs, else in càc (a càc is a third of
 * a càs). Salt (charcuterie, bread), yeast, agar-agar, ginger, herbs and cheese stay weighed.
 *
 * | food                                                     | one càs | spoons below | in         |
 * | -------------------------------------------------------- | ------- | ------------ | ---------- |
 * | butter, margarine                                        | 15 g    | 15 g         | càs only   |
 * | icing sugar                                              | 8 g     | 20 g         | càs or càc |
 * | sugar (every sugar)                                      | 12 g    | 20 g         | càs or càc |
 * | flour (every flour)                                      | 8 g     | 15 g         | càs or càc |
 * | cornflour, potato starch                                 | 10 g    | 20 g         | càs or càc |
 * | cocoa powder                                             | 6 g     | 15 g         | càs or càc |
 * | ground almonds                                           | 8 g     | 15 g         | càs or càc |
 * | seeds (sesame, chia, lin…)                               | 9 g     | 15 g         | càs or càc |
 * | cream (weighed)                                          | 15 g    | 20 g         | càs or càc |
 * | honey                                                    | 20 g    | 30 g         | càs or càc |
 * | mustard, mayonnaise, ketchup, tomato paste, pesto,       | 15 g    | 20 g         | càs or càc |
 * | tahini, peanut butter, curry paste, harissa              |         |              |            |
 * | baking powder, bicarbonate                               | 12 g    | 12 g         | càs or càc |
 * | ground spices (weighed; salt excepted)                   | 6 g     | 10 g         | càs or càc |
 * | every liquid (any volume)                                | 15 ml   | 20 ml        | càs or càc |
 *
 * A spoon is never turned back into grams; the list and the fridge get its weight (`measured`).
 * A quantity is never 0: below its smallest step it keeps the smallest step. « ½ » is written
 * with its glyph (« ½ citron », « 1 ½ càs »): the ingredient-line parser reads it back as
 * « 1/2 » and « 1 1/2 ». A count whose name is a half (« demi-concombre ») is folded into the
 * amount (`halfWord`): never a unit inside a unit.
 */
import type { ParsedUnit } from './constants';
import type { Ingredient } from './food/types';
import { ingredientById, normalizeFoodText, singular } from './food/taxonomy';
import { formatCookAmount, quantityText, unitWord } from './quantity-text';
import type { Quantity } from './quantities';

export { formatCookAmount, unitWord };

export interface CookQuantity extends Quantity {
  /**
   * When a small weight or volume became spoons, the same amount in the unit it was written in
   * (1 càs de beurre = 15 g): what the shopping list buys and the fridge gives.
   */
  measured?: Quantity;
}

/** Foods a cook halves (« ½ citron », « ½ oignon »): the id or one of its parents. */
export const NATURAL_HALVES: ReadonlySet<string> = new Set([
  'citron',
  'citron-vert',
  'pamplemousse',
  'oignon',
  'avocat',
  'poivron',
  'concombre',
  'chou',
  'brocoli',
  'celeri-rave',
  'fenouil',
  'courge',
  'mangue',
  'ananas',
  'melon',
  'pasteque',
]);

/** Foods never halved though their kind or word is: spring onions, a tied bouquet garni. */
const WHOLE_KINDS: ReadonlySet<string> = new Set([
  'oignon-nouveau',
  'oignon-grelot',
  'bouquet-garni',
]);

/** Counted words a cook halves whatever the food: « ½ bouquet de persil ». */
const HALF_WORDS = /^(?:bouquet|botte)s?\b/;
/** « ½ gousse de vanille » (but never half a clove of garlic). */
const HALF_PIECES = /^gousses? de vanille\b/;

/** Counted words that are packs: bought and used whole. */
export const PACK_WORDS =
  /^(?:sachet|boite|pot|rouleau|paquet|tablette|plaquette|bocal|brique|barquette|bouteille|canette|cube|conserve|pate|pack)s?\b/;

/** Foods counted in packs by their own name: « 1 pâte feuilletée », « 1 sucre vanillé ». */
const PACK_FOODS: ReadonlySet<string> = new Set([
  'pate-feuilletee',
  'pate-brisee',
  'pate-sablee',
  'pate-a-pizza',
  'pate-filo',
  'sucre-vanille',
  'levure-chimique',
  'bouillon-de-legumes',
  'bouillon-de-volaille',
  'bouillon-de-boeuf',
  'the',
  'tisane',
]);

interface SpoonRule {
  /** Grams (or ml) in one càs. */
  perSpoon: number;
  /** Amounts below this (in g or ml) are written in spoons. */
  below: number;
  /** Only càs (butter: « ½ càs de beurre », never càc). */
  tablespoonOnly?: boolean;
}

/** The weighed foods a cook spoons, by id or parent; the first rule that matches wins. */
const SPOONS: ReadonlyArray<[(lineage: readonly string[]) => boolean, SpoonRule]> = [
  [has('beurre', 'margarine-vegetale'), { perSpoon: 15, below: 15, tablespoonOnly: true }],
  [has('sucre-glace'), { perSpoon: 8, below: 20 }],
  [has('sucre'), { perSpoon: 12, below: 20 }],
  [(lineage) => lineage.some((id) => id.startsWith('farine')), { perSpoon: 8, below: 15 }],
  [has('maizena', 'fecule-de-pomme-de-terre'), { perSpoon: 10, below: 20 }],
  [has('cacao-en-poudre'), { perSpoon: 6, below: 15 }],
  [has('poudre-d-amande'), { perSpoon: 8, below: 15 }],
  [(lineage) => lineage.some((id) => id.startsWith('graine-de')), { perSpoon: 9, below: 15 }],
  [has('creme'), { perSpoon: 15, below: 20 }],
  [has('miel'), { perSpoon: 20, below: 30 }],
  [
    has(
      'moutarde',
      'mayonnaise',
      'ketchup',
      'concentre-de-tomate',
      'pesto',
      'tahini',
      'beurre-de-cacahuete',
      'pate-a-tartiner',
      'pate-de-curry',
      'harissa',
    ),
    { perSpoon: 15, below: 20 },
  ],
  [has('levure-chimique', 'bicarbonate'), { perSpoon: 12, below: 12 }],
];
/** Ground spices weighed in grams (salt excepted: it is weighed). */
const SPICES: SpoonRule = { perSpoon: 6, below: 10 };
/** Every liquid: 15 ml in a càs, 5 ml in a càc. */
const LIQUIDS: SpoonRule = { perSpoon: 15, below: 20 };

function has(...ids: string[]) {
  return (lineage: readonly string[]) => lineage.some((id) => ids.includes(id));
}

/** The food's id and its parents' ids: 'poivron-rouge' → ['poivron-rouge', 'poivron']. */
function lineageOf(food: Ingredient | undefined): string[] {
  const lineage: string[] = [];
  for (let current = food; current && !lineage.includes(current.id);) {
    lineage.push(current.id);
    current = current.parent ? ingredientById(current.parent) : undefined;
  }
  return lineage;
}

/** Each weight and volume unit in grams or millilitres. */
const SIZE: Partial<Record<ParsedUnit, number>> = { g: 1, kg: 1000, ml: 1, cl: 10, l: 1000 };

const EPSILON = 1e-9;
/** Rounds to the nearest step, halves up, never below one step. */
const toStep = (value: number, step: number) =>
  Math.max(step, Math.round(value / step + EPSILON) * step);
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/** Whether the line counts the food itself (« 2 citrons ») rather than pieces of it. */
function countsTheFood(food: Ingredient, counted: string | undefined): boolean {
  if (!counted) return true;
  const word = singular(normalizeFoodText(counted));
  const names = [food.name, food.plural].filter((name): name is string => Boolean(name));
  return names.some((name) => {
    const own = singular(normalizeFoodText(name));
    return word === own || word.split(' ')[0] === own.split(' ')[0];
  });
}

/** Whether a count is of packs: a pack word (« sachet de thé »), or a food sold as one. */
export function isPack(food: Ingredient | undefined, counted?: string): boolean {
  const word = counted ? normalizeFoodText(counted) : '';
  if (PACK_WORDS.test(word)) return true;
  if (!food || !countsTheFood(food, counted)) return false;
  return lineageOf(food).some((id) => PACK_FOODS.has(id));
}

/** Whether a count may stop at a half: « ½ citron », « ½ bouquet de coriandre ». */
export function halvesAllowed(food: Ingredient | undefined, counted?: string): boolean {
  if (isPack(food, counted) || (food && WHOLE_KINDS.has(food.id))) return false;
  const word = counted ? normalizeFoodText(counted) : '';
  if (HALF_WORDS.test(word) || HALF_PIECES.test(word)) return true;
  if (!food || !countsTheFood(food, counted)) return false;
  return lineageOf(food).some((id) => NATURAL_HALVES.has(id));
}

/** Halves below 3 (½, 1, 1 ½, 2, 2 ½), whole from 3: « 2 ½ citrons », « 4 càs », never « 7 ½ ». */
const halvesThenWhole = (amount: number) =>
  amount < 2.75 - EPSILON ? toStep(amount, 0.5) : toStep(amount, 1);
const isHalfStep = (amount: number) => Math.abs(amount * 2 - Math.round(amount * 2)) < 1e-6;

function count(amount: number, halves: boolean): number {
  return halves ? halvesThenWhole(amount) : toStep(amount, 1);
}

function spoonRuleOf(food: Ingredient | undefined, unit: ParsedUnit): SpoonRule | undefined {
  if (unit === 'ml' || unit === 'cl' || unit === 'l') return LIQUIDS;
  if (!food) return undefined;
  const lineage = lineageOf(food);
  const rule = SPOONS.find(([matches]) => matches(lineage))?.[1];
  if (rule) return rule;
  const salt = lineage.includes('sel');
  return food.aisle === 'epices-condiments' && !salt ? SPICES : undefined;
}

/** A small weight or volume in spoons: càs from ¾ càs, else càc. */
function inSpoons(base: number, rule: SpoonRule): Quantity {
  const tablespoons = base / rule.perSpoon;
  if (rule.tablespoonOnly || tablespoons >= 0.75 - EPSILON) {
    return { amount: halvesThenWhole(tablespoons), unit: 'càs' };
  }
  return teaspoons(tablespoons * 3);
}

/** An amount of càc, in càs when it makes whole or half càs from 3 càc (4,5 càc → 1 ½ càs). */
function teaspoons(amount: number): Quantity {
  if (amount >= 3 - EPSILON && isHalfStep(amount / 3)) {
    return { amount: halvesThenWhole(amount / 3), unit: 'càs' };
  }
  const rounded = halvesThenWhole(amount);
  if (rounded >= 3 && rounded % 3 === 0) return { amount: rounded / 3, unit: 'càs' };
  return { amount: rounded, unit: 'càc' };
}

/** From 1 kg or 1 l: the nearest 100 g or 250 g (« 1,3 kg », « 1,25 l », never « 1,05 kg »). */
function aboveOneThousand(base: number): number {
  const [byHundred, byQuarter] = [toStep(base, 100), toStep(base, 250)];
  return Math.abs(byQuarter - base) < Math.abs(byHundred - base) ? byQuarter : byHundred;
}

function massStep(grams: number, dairy: boolean): number {
  if (dairy) return 5;
  if (grams < 20) return 1;
  return grams < 100 ? 5 : 10;
}

function volumeStep(millilitres: number, unit: ParsedUnit): number {
  const step = millilitres < 100 ? 5 : millilitres < 500 ? 10 : 50;
  return unit === 'cl' ? Math.max(10, step) : step;
}

function weight(grams: number, food: Ingredient | undefined): CookQuantity {
  const rule = spoonRuleOf(food, 'g');
  if (rule && grams < rule.below - EPSILON) {
    const inSpoon = inSpoons(grams, rule);
    const perUnit = inSpoon.unit === 'càs' ? rule.perSpoon : rule.perSpoon / 3;
    return { ...inSpoon, measured: { amount: tidy(inSpoon.amount * perUnit), unit: 'g' } };
  }
  const rounded =
    grams >= 1000 - EPSILON
      ? aboveOneThousand(grams)
      : toStep(grams, massStep(grams, food?.aisle === 'cremerie'));
  return rounded >= 1000
    ? { amount: tidy(rounded / 1000), unit: 'kg' }
    : { amount: rounded, unit: 'g' };
}

function volume(millilitres: number, unit: ParsedUnit): CookQuantity {
  if (millilitres < LIQUIDS.below - EPSILON) {
    const inSpoon = inSpoons(millilitres, LIQUIDS);
    const perUnit = inSpoon.unit === 'càs' ? LIQUIDS.perSpoon : LIQUIDS.perSpoon / 3;
    return { ...inSpoon, measured: { amount: tidy(inSpoon.amount * perUnit), unit: 'ml' } };
  }
  const rounded =
    millilitres >= 1000 - EPSILON
      ? aboveOneThousand(millilitres)
      : toStep(millilitres, volumeStep(millilitres, unit));
  if (rounded >= 1000) return { amount: tidy(rounded / 1000), unit: 'l' };
  return unit === 'cl'
    ? { amount: tidy(rounded / 10), unit: 'cl' }
    : { amount: rounded, unit: 'ml' };
}

/**
 * The quantity a cook writes for `amount` `unit` of `food` (a taxonomy ingredient, or none when
 * Popote does not know it): 7,5 œufs → 8 œufs, 0,5 citron → ½ citron, 0,75 pâte feuilletée →
 * 1 pâte, 13 g de beurre → 1 càs, 380 ml → 380 ml, 1250 g → 1,25 kg. `counted` is what a count
 * counts, as the line names it (« gousse d’ail », « sachet de thé »); absent, the food itself.
 */
export function cookQuantity(
  food: Ingredient | undefined,
  quantity: Quantity,
  counted?: string,
): CookQuantity {
  const { amount, unit } = quantity;
  switch (unit) {
    case 'unité':
      return { amount: count(amount, halvesAllowed(food, counted)), unit };
    case 'pincée':
      return { amount: toStep(amount, 1), unit };
    case 'càs':
    case 'tasse':
      return { amount: halvesThenWhole(amount), unit };
    case 'càc':
    case 'cc':
      return teaspoons(amount);
    case 'g':
    case 'kg':
      return weight(amount * SIZE[unit]!, food);
    case 'ml':
    case 'cl':
    case 'l':
      return volume(amount * SIZE[unit]!, unit);
  }
}

/** « demi-concombre » → « concombre »: a counted name that is itself a half, and the rest. */
export function halfWord(counted: string): string | null {
  const match = /^demi[-\s]+(.+)$/i.exec(counted.trim());
  return match ? match[1]! : null;
}

/**
 * A cook quantity and what it measures, as a recipe line: « 2 œufs », « ½ citron »,
 * « 1 gousse d’ail » (`one` below 2, `many` from 2), « 1 càs de beurre », « 250 g de farine »
 * (`mass`: the name after « de »). Written by the one French quantity writer (decision 0025).
 */
export function cookLineText(
  quantity: Quantity,
  names: { one: string; many: string; mass: string },
): string {
  return quantityText(quantity, names);
}
