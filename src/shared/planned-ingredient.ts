import { formatCookAmount, halfWord } from './cook-quantity';
import type { Ingredient } from './food/types';
import {
  findIngredient,
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
  singular,
} from './food/taxonomy';
import { parseIngredientLine } from './ingredient-line';
import type { PlannedIngredient, PlannedRecipe, PlannedRecipeInput } from './planning';
import { parseAmount } from './quantities';
import { pluralWord, singularWord } from './quantity-text';

// A line that starts with a number: « 200 g », « ½ citron », « deux œufs ». « Sel » has none.
const LEADING_NUMBER = /^(?:\d|[½¼¾⅓⅔]|(?:un|une|deux|trois|quatre|cinq|six)\s)/i;

const stripBullet = (line: string) =>
  line
    .trim()
    .replace(/^[-–—•*]\s*/, '')
    .trim();

/**
 * The taxonomy ingredient a name designates: the whole name first (« gousses d’ail » is garlic),
 * then the only ingredient named inside it (« brins de thym »). « Sel et poivre » names two: none.
 */
export function recogniseIngredient(name: string): Ingredient | undefined {
  const whole = findIngredient(name);
  if (whole) return whole;
  const inside = findIngredientsInText(name);
  return inside.length === 1 ? inside[0] : undefined;
}

/** Whether a line is a cupboard basic (salt, pepper, oil, water…), « Sel et poivre » included. */
export function isStaple(name: string, ingredientId: string | null): boolean {
  if (ingredientId) return ingredientById(ingredientId)?.staple ?? false;
  const inside = findIngredientsInText(name);
  return inside.length > 0 && inside.every((ingredient) => ingredient.staple);
}

const sameWord = (a: string, b: string | undefined) =>
  b !== undefined && singular(normalizeFoodText(a)) === singular(normalizeFoodText(b));

/**
 * Whether a counted line counts something else than the ingredient itself: « 3 gousses d’ail »
 * counts cloves, not heads of garlic; « 3 tomates » counts tomatoes.
 */
export function countsPieces(name: string, ingredient: Ingredient | undefined): boolean {
  if (!ingredient) return false;
  return !sameWord(name, ingredient.name) && !sameWord(name, ingredient.plural);
}

/** « gousses d’ail » → one « gousse d’ail », many « gousses d’ail »; taxonomy words as written. */
function countForms(name: string, ingredient: Ingredient | undefined) {
  if (ingredient && !countsPieces(name, ingredient)) {
    return { one: ingredient.name, many: ingredient.plural ?? ingredient.name };
  }
  const [first = '', ...rest] = name.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  return { one: `${singularWord(first)}${tail}`, many: `${pluralWord(first)}${tail}` };
}

/**
 * A count whose name is itself a half (« 1/2 demi-concombre », written by older catalogue
 * lines) is a count of the whole food: « ¼ concombre ». Never a unit inside a unit.
 */
export function foldHalfWord(ingredient: PlannedIngredient): PlannedIngredient {
  if (ingredient.amount === null || ingredient.unit !== 'unité') return ingredient;
  const rest = halfWord(ingredient.forms?.one ?? ingredient.name);
  if (!rest) return ingredient;
  const food = recogniseIngredient(rest);
  const amount = ingredient.amount / 2;
  const forms = countForms(rest, food);
  return {
    ...ingredient,
    line: `${formatCookAmount({ amount, unit: 'unité' })} ${amount >= 2 ? forms.many : forms.one}`,
    name: rest,
    amount,
    ingredientId: food?.id ?? ingredient.ingredientId,
    forms,
  };
}

/** Reads one recipe line on the server: never trusts more of the client than the text itself. */
export function readPlannedIngredient(line: string): PlannedIngredient {
  const text = stripBullet(line);
  const parsed = parseIngredientLine(text);
  const name = parsed.name || text;
  const amount = LEADING_NUMBER.test(text) ? parseAmount(parsed.quantity) : null;
  const ingredient = recogniseIngredient(name);
  const ingredientId = ingredient?.id ?? null;
  const base: PlannedIngredient = { line: text, name, amount, unit: parsed.unit, ingredientId };
  if (amount === null || parsed.unit !== 'unité') return base;
  return foldHalfWord({ ...base, forms: countForms(name, ingredient) });
}

/**
 * What groups the same food across recipes and the fridge: the taxonomy id, or the name's
 * normalised singular when the taxonomy does not know it.
 */
export function foodKey(name: string, ingredientId: string | null): string {
  return ingredientId ? `id:${ingredientId}` : `name:${singular(normalizeFoodText(name))}`;
}

/** The recipe a meal keeps: the client's lines, read again here. */
export function readPlannedRecipe(input: PlannedRecipeInput): PlannedRecipe {
  return {
    servings: input.servings,
    description: input.description,
    ingredients: input.ingredients.map(readPlannedIngredient),
    instructions: input.instructions,
  };
}
