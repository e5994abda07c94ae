/**
 * The one writer of « quantity unit de food » in French (decision 0025): recipe lines
 * (`cookLineText`), the shopping list's lines (`list-line.ts`) and the fridge's quantities all
 * write their numbers, units and names here, so « 2 pincées », « 2 échalotes », « 1 œuf »,
 * « 2 œufs », « d’ail » and « de thym » are right everywhere.
 *
 * - a number is written the French way (« 1,5 »), halves of counts and spoons with their glyph
 *   (« ½ citron », « 1 ½ càs »);
 * - a count agrees from 2 (« 1,5 citron », « 2 citrons »), like the units that take a plural
 *   (« 2 pincées », « 2 tasses »); the symbols never do (« 2 g », « 2 càs »);
 * - « de » elides before a vowel and a mute h (« d’ail », « d’huile », « de haricots »).
 */
import type { ParsedUnit } from './constants';
import { partitive } from './format';
import { findIngredient, normalizeFoodText, singular } from './food/taxonomy';
import type { Ingredient } from './food/types';
import type { Quantity } from './quantities';

const EPSILON = 1e-9;
const DECIMAL = new Intl.NumberFormat('fr', { maximumFractionDigits: 2, useGrouping: false });

/** Units whose halves are written « ½ »: counts, spoons, cups. */
const HALVED: ReadonlySet<ParsedUnit> = new Set(['unité', 'càs', 'càc', 'cc', 'tasse', 'pincée']);

/**
 * The number of a quantity, as the ingredient-line parser reads it back: « ½ », « 1 ½ »,
 * « 3 », « 1,25 » (kg, l), « 380 ».
 */
export function formatCookAmount({ amount, unit }: Quantity): string {
  if (HALVED.has(unit)) {
    const whole = Math.floor(amount + EPSILON);
    const half = Math.abs(amount - whole - 0.5) < 1e-6;
    if (half) return whole > 0 ? `${whole} ½` : '½';
  }
  return DECIMAL.format(amount);
}

/** Whether a number takes the plural in French: from 2 (« 1,5 kilo », « 2 kilos »). */
export const isPlural = (amount: number) => amount >= 2 - EPSILON;

/** The unit as written after a number: « càs », « pincées » (2 and more), « cc » as « càc ». */
export function unitWord({ amount, unit }: Quantity): string {
  if (unit === 'cc') return 'càc';
  if ((unit === 'pincée' || unit === 'tasse') && isPlural(amount)) return `${unit}s`;
  return unit;
}

/** « 2 pincées », « 0,5 l », « 3 » (a count shows no unit): a quantity without its food. */
export function quantityUnitText(quantity: Quantity): string {
  const number = formatCookAmount(quantity);
  return quantity.unit === 'unité' ? number : `${number} ${unitWord(quantity)}`;
}

/** How a food is named after a number: one (« œuf »), many (« œufs »), after « de » (mass). */
export interface FoodNames {
  one: string;
  many: string;
  mass: string;
}

/**
 * A quantity and what it measures: « 2 œufs », « ½ citron », « 1 gousse d’ail » (`one` below 2,
 * `many` from 2), « 1 càs de beurre », « 250 g de farine », « 2 pincées de sel » (`mass`, after
 * « de »).
 */
export function quantityText(quantity: Quantity, names: FoodNames): string {
  const number = formatCookAmount(quantity);
  if (quantity.unit === 'unité') {
    return `${number} ${isPlural(quantity.amount) ? names.many : names.one}`;
  }
  return `${number} ${unitWord(quantity)} ${partitive(names.mass)}`;
}

/** Words a plural leaves as they are (« 2 saint-pierre »). */
const INVARIABLE = new Set(['saint pierre', 'mont d or']);

/** The plural of a word, French-style: « gousse » → « gousses », « morceau » → « morceaux ». */
export function pluralWord(word: string): string {
  if (/[sxz]$/i.test(word) || INVARIABLE.has(normalizeFoodText(word))) return word;
  if (/(?:eau|eu|au)$/i.test(word)) return `${word}x`;
  return `${word}s`;
}

/** The singular of a plural word: « gousses » → « gousse », « morceaux » → « morceau ». */
export function singularWord(word: string): string {
  if (/eaux$/i.test(word)) return word.slice(0, -1);
  if (word.length > 3 && /s$/i.test(word)) return word.slice(0, -1);
  return word;
}

const sameWords = (a: string, b: string | undefined) =>
  b !== undefined && singular(normalizeFoodText(a)) === singular(normalizeFoodText(b));

/** Whether `name` names the food itself (« œufs », « Tomate »), not pieces of it (« gousses d’ail »). */
export function namesTheFood(name: string, food: Ingredient | undefined): food is Ingredient {
  return food !== undefined && (sameWords(name, food.name) || sameWords(name, food.plural));
}

/**
 * The forms of a name as a list or a fridge holds it: the taxonomy's own words for a food it
 * knows (« œuf » / « œufs », « 500 g de crevettes »: a countable food is plural after « de »),
 * else the name with its first word in the singular or the plural (« brin de thym » / « brins
 * de thym »); an unknown single word is only ever pluralised (« ananas » stays « ananas »).
 */
export function foodNames(
  name: string,
  food: Ingredient | undefined = findIngredient(name),
): FoodNames {
  if (namesTheFood(name, food)) {
    const many = food.plural ?? pluralWord(food.name);
    return { one: food.name, many, mass: food.countable ? many : food.name };
  }
  const [first = '', ...rest] = name.split(' ');
  if (rest.length === 0) return { one: name, many: pluralWord(name), mass: name };
  const tail = ` ${rest.join(' ')}`;
  return { one: `${singularWord(first)}${tail}`, many: `${pluralWord(first)}${tail}`, mass: name };
}
