import type { PlannedIngredient } from './planning';
import { formatQuantity, scaleQuantity } from './quantities';

// The quantity a line starts with, as the ingredient-line parser reads it (« 200 », « 1 1/2 »,
// « ½ », « deux »), and the spaces after it.
const LEADING_QUANTITY =
  /^(?:\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?(?:\/\d+)?|(?:un|une|deux|trois|quatre|cinq|six)(?=\s))\s*/i;

/** How much more (or less) a meal cooks than its recipe: a recipe for 4 cooked for 6 is × 1.5. */
export function servingsFactor(mealServings: number, recipeServings: number): number {
  return recipeServings > 0 ? mealServings / recipeServings : 1;
}

/** Whole pieces read best in quarters: 1,5 œuf, not 1,333. */
const roundCount = (amount: number) => Math.max(0.25, Math.round(amount * 4) / 4);

/**
 * The recipe line for another number of people, in French: « 200 g de farine » × 1.5 →
 * « 300 g de farine », « 1 oignon » × 2 → « 2 oignons ». A line without a number stays as is.
 */
export function scaledIngredientLine(ingredient: PlannedIngredient, factor: number): string {
  if (ingredient.amount === null || factor === 1) return ingredient.line;
  const scaled = scaleQuantity({ amount: ingredient.amount, unit: ingredient.unit }, factor);
  const amount = ingredient.unit === 'unité' ? roundCount(scaled.amount) : scaled.amount;
  const number = formatQuantity({ amount, unit: 'unité' });
  if (ingredient.forms) {
    return `${number} ${amount >= 2 ? ingredient.forms.many : ingredient.forms.one}`;
  }
  return `${number} ${ingredient.line.replace(LEADING_QUANTITY, '')}`.trim();
}
