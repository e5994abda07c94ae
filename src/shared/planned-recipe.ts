import { cookLineText, cookQuantity, formatCookAmount, type CookQuantity } from './cook-quantity';
import { ingredientById } from './food/taxonomy';
import { foldHalfWord } from './planned-ingredient';
import type { PlannedIngredient } from './planning';
import { convertQuantity } from './quantities';

// The quantity a line starts with, as the ingredient-line parser reads it (« 200 », « 1 1/2 »,
// « 1 ½ », « ½ », « deux »), and the spaces after it.
const LEADING_QUANTITY =
  /^(?:\d+\s+[½¼¾⅓⅔]|\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?(?:\/\d+)?|(?:un|une|deux|trois|quatre|cinq|six)(?=\s))\s*/i;

/**
 * How much more (or less) a meal cooks than its recipe: a recipe for 4 cooked for 6 is × 1.5.
 * A meal's portions (not its people: children count for a fraction, decision 0023).
 */
export function servingsFactor(mealServings: number, recipeServings: number): number {
  return recipeServings > 0 ? mealServings / recipeServings : 1;
}

/**
 * What a cook measures of one planned line for `factor` times its recipe (`cookQuantity`,
 * decision 0019): « 3 œufs » × 1.25 → 4, « 25 g de beurre » × 0.5 → 1 càs. Null without a
 * number (« Sel »). The same for the recipe view, the shopping list and the fridge.
 */
export function plannedCookQuantity(
  ingredient: PlannedIngredient,
  factor: number,
): CookQuantity | null {
  const folded = foldHalfWord(ingredient);
  if (folded.amount === null) return null;
  const food = folded.ingredientId ? ingredientById(folded.ingredientId) : undefined;
  const counted = folded.unit === 'unité' ? (folded.forms?.one ?? folded.name) : undefined;
  return cookQuantity(food, { amount: folded.amount * factor, unit: folded.unit }, counted);
}

/**
 * The recipe line for another number of people, in cook-grade French: « 200 g de farine » × 1.5
 * → « 300 g de farine », « 1 oignon » × 2 → « 2 oignons », « 3 œufs » × 0.5 → « 2 œufs »,
 * « 1 citron » × 0.5 → « ½ citron ». A line without a number, or one a cook already writes
 * that way for the recipe's own servings, stays as is.
 */
export function scaledIngredientLine(ingredient: PlannedIngredient, factor: number): string {
  const folded = foldHalfWord(ingredient);
  const cooked = plannedCookQuantity(folded, factor);
  if (cooked === null || folded.amount === null) return ingredient.line;
  const asWritten = { amount: folded.amount, unit: folded.unit };
  const unchanged =
    factor === 1 &&
    folded === ingredient &&
    convertQuantity(asWritten, cooked.unit)?.amount === cooked.amount;
  if (unchanged) return ingredient.line;
  if (cooked.unit === 'unité' && !folded.forms) {
    return `${formatCookAmount(cooked)} ${folded.line.replace(LEADING_QUANTITY, '')}`.trim();
  }
  const forms = folded.forms ?? { one: folded.name, many: folded.name };
  return cookLineText(cooked, { ...forms, mass: folded.name });
}
