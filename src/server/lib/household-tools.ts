// Writes to the household's shopping list and planning that the API and the Assistant Chef's
// tools share, so both validate and scope them the same way.
import type { z } from 'zod';
import { parseIngredientLine } from '../../shared/ingredient-line';
import { plannedMealInputSchema } from '../../shared/planning';
import { recipeShoppingItemsSchema } from '../../shared/shopping';
import type { Database } from '../db/client';
import { plannedMeals, shoppingItems } from '../db/schema';
import { AppError } from './errors';
import { validationError } from './validate';

type RecipeInput = z.output<typeof recipeShoppingItemsSchema>;
type NewItem = typeof shoppingItems.$inferInsert;

/** Who writes, and for which household (always taken from the session, never from a body). */
export interface HouseholdCaller {
  userId: string;
  householdId: string;
}

/** A recipe's lines as rows: parsed, and one row per ingredient name (a list never repeats one). */
export function recipeRows(input: RecipeInput, householdId: string, addedBy: string): NewItem[] {
  const byName = new Map<string, NewItem>();
  for (const line of input.lines) {
    const parsed = parseIngredientLine(line);
    const name = parsed.name || line;
    const key = name.toLocaleLowerCase('fr');
    if (byName.has(key)) continue;
    byName.set(key, {
      householdId,
      addedBy,
      name,
      quantity: parsed.quantity,
      unit: parsed.unit,
      source: 'recipe',
      recipeId: input.recipeId,
      recipeTitle: input.recipeTitle,
    });
  }
  return [...byName.values()];
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

/** Inserts rows in one statement: all of them, or none when one is already on the list. */
export function insertShoppingRows(db: Database, rows: NewItem[]) {
  return db
    .insert(shoppingItems)
    .values(rows)
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('SHOPPING_DUPLICATE');
      throw error;
    });
}

/** Adds a recipe's ingredient lines to the household's list (validated like the API's body). */
export function addRecipeToShoppingList(db: Database, caller: HouseholdCaller, input: unknown) {
  const parsed = recipeShoppingItemsSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return insertShoppingRows(db, recipeRows(parsed.data, caller.householdId, caller.userId));
}

/** Plans a meal for the household (validated like the API's body). */
export async function planMeal(db: Database, caller: HouseholdCaller, input: unknown) {
  const parsed = plannedMealInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const [meal] = await db
    .insert(plannedMeals)
    .values({ ...parsed.data, householdId: caller.householdId, addedBy: caller.userId })
    .returning();
  return meal!;
}
