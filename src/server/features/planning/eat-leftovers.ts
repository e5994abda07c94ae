// « Mangé » on a leftovers meal (« Restes : Lasagnes », issue 28): the portions eaten leave the
// fridge's item of the same leftovers, those expiring first first; undo puts them back (the
// changes are kept with the meal, as « J'ai cuisiné » keeps its own: cook-meal.ts).
import { leftoverPortionsIn, leftoversDishOf, sameLeftovers } from '../../../shared/leftovers';
import type { CookedChange } from '../../../shared/planning';
import type { FridgeRow } from './fridge-cooking';

/** A meal made of leftovers: planned with « Prévoir des restes », or named « Restes : … ». */
export const isLeftoversMeal = (meal: {
  leftoversOf: string | null;
  recipe: unknown;
  recipeTitle: string;
}): boolean =>
  meal.leftoversOf !== null || (meal.recipe === null && leftoversDishOf(meal.recipeTitle) !== null);

const byExpiry = (a: FridgeRow, b: FridgeRow) =>
  (a.expirationDate ?? '9999-12-31').localeCompare(b.expirationDate ?? '9999-12-31');

/**
 * What eating `portions` portions of the leftovers `title` takes from the fridge: the items of
 * the same leftovers counted in portions, those expiring first first, until the portions are
 * eaten (an item emptied reaches zero and is removed). Items whose unit counts no portions
 * (« 1 l de soupe ») are eaten whole only when nothing counted is left: a cook who says « Mangé »
 * has finished them.
 */
export function takeLeftovers(
  meal: { title: string; portions: number },
  rows: readonly FridgeRow[],
): CookedChange[] {
  const same = rows
    .filter((row) => row.quantity > 0 && sameLeftovers(row.name, meal.title))
    .sort(byExpiry);
  const counted = same.filter((row) => leftoverPortionsIn(row) !== null);
  const changes: CookedChange[] = [];
  let left = meal.portions;
  for (const row of counted) {
    if (left <= 0) break;
    const after = Math.max(0, Math.round((row.quantity - left) * 100) / 100);
    left -= row.quantity - after;
    changes.push(changeOf(row, after));
  }
  if (changes.length === 0) {
    const other = same.find((row) => leftoverPortionsIn(row) === null);
    if (other) changes.push(changeOf(other, 0));
  }
  return changes;
}

const changeOf = (row: FridgeRow, quantityAfter: number): CookedChange => ({
  inventoryItemId: row.id,
  name: row.name,
  unit: row.unit,
  category: row.category,
  expirationDate: row.expirationDate,
  ingredientId: row.ingredientId,
  quantityBefore: row.quantity,
  quantityAfter,
  unitAfter: row.unit,
});
