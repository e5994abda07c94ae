import {
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
  singular,
} from '../../../../shared/food/taxonomy';
import { readPlannedIngredient } from '../../../../shared/planned-ingredient';
import { scaledIngredientLine, servingsFactor } from '../../../../shared/planned-recipe';

/** Bounds of the portions stepper: the planning's (one to fifty). */
export const MIN_PORTIONS = 1;
export const MAX_PORTIONS = 50;

/**
 * The recipe's lines (written for `servings`) for `portions`, in cook-grade French through the
 * one rule (`cookQuantity`, decision 0019): « 3 œufs » for 4 → « 2 œufs » for 2.
 */
export function scaleLines(lines: readonly string[], servings: number, portions: number): string[] {
  const factor = servingsFactor(portions, servings);
  return lines.map((line) => scaledIngredientLine(readPlannedIngredient(line), factor));
}

function lineageOf(id: string): string[] {
  const ids: string[] = [];
  for (let food = ingredientById(id); food && !ids.includes(food.id);) {
    ids.push(food.id);
    food = food.parent ? ingredientById(food.parent) : undefined;
  }
  return ids;
}

/**
 * The ingredient lines a step uses (their indexes): the foods the step names, by the taxonomy
 * (« le beurre » → « 20 g de beurre doux ») or by the line's own name.
 */
export function ingredientsOfStep(step: string, lines: readonly string[]): number[] {
  const named = new Set(findIngredientsInText(step).flatMap((food) => lineageOf(food.id)));
  const words = ` ${singular(normalizeFoodText(step))} `;
  const used: number[] = [];
  lines.forEach((line, index) => {
    const planned = readPlannedIngredient(line);
    const byTaxonomy =
      planned.ingredientId !== null &&
      (named.has(planned.ingredientId) ||
        lineageOf(planned.ingredientId).some((id) => named.has(id)));
    const name = singular(normalizeFoodText(planned.name))
      .split(' ')
      .filter((word) => word.length > 2);
    const byName = name.length > 0 && words.includes(` ${name.at(-1)} `);
    if (byTaxonomy || byName) used.push(index);
  });
  return used;
}
