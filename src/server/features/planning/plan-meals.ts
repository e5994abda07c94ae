// Planning meals: the API's routes, « Planifier ma semaine » and the Assistant Chef's tool all
// plan through here, validated and scoped the same way.
import { plannedMealInputSchema } from '../../../shared/planning';
import { readPlannedRecipe } from '../../../shared/planned-ingredient';
import type { Database } from '../../db/client';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { plannedMeals, shoppingItems } from '../../db/schema';
import { assertRoom } from '../../platform/collection-cap';
import { validationError } from '../../platform/validate';
import type { HouseholdCaller } from '../household';
import { assertEaters, householdTable } from '../household';

/** Plans a meal for the household (validated like the API's body). */
export async function planMeal(db: Database, caller: HouseholdCaller, input: unknown) {
  const [row] = await planMeals(db, caller, [input]);
  return row!;
}

/** Several meals in one statement: all are planned, or none (« Tout ajouter »). */
export async function planMeals(db: Database, caller: HouseholdCaller, inputs: unknown[]) {
  const values = inputs.map((input) => {
    const parsed = plannedMealInputSchema.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    const { recipe, eaters, ...meal } = parsed.data;
    return {
      ...meal,
      eaters: eaters ?? null,
      recipe: recipe ? readPlannedRecipe(recipe) : null,
      householdId: caller.householdId,
      addedBy: caller.userId,
    };
  });
  // Who eats must be of the household, as for a suggestion.
  const eaters = values.flatMap((meal) => meal.eaters ?? []);
  if (eaters.length > 0) assertEaters(await householdTable(db, caller.householdId), eaters);
  await assertRoom(
    db,
    {
      table: plannedMeals,
      where: eq(plannedMeals.householdId, caller.householdId),
      max: COLLECTION_LIMITS.plannedMeals,
      code: 'PLANNING_LIMIT',
    },
    values.length,
  );
  return db.transaction(async (tx) => {
    const meals = await tx.insert(plannedMeals).values(values).returning();
    await linkListedRecipes(tx, caller.householdId, meals);
    return meals;
  });
}

/**
 * A recipe already added to the list (« Ajouter à la liste de courses ») and planned now: its
 * rows are bought for this meal (decision 0022), so « Générer la liste » does not add them
 * again. Only rows no meal claims yet; with several meals of one recipe, the first.
 */
async function linkListedRecipes(
  tx: Pick<Database, 'update'>,
  householdId: string,
  meals: readonly { id: string; recipeId: string | null; recipe: unknown }[],
) {
  const firstByRecipe = new Map<string, string>();
  for (const meal of meals)
    if (meal.recipeId && meal.recipe && !firstByRecipe.has(meal.recipeId))
      firstByRecipe.set(meal.recipeId, meal.id);
  for (const [recipeId, mealId] of firstByRecipe)
    await tx
      .update(shoppingItems)
      .set({ plannedMealIds: [mealId] })
      .where(
        and(
          eq(shoppingItems.householdId, householdId),
          eq(shoppingItems.source, 'recipe'),
          eq(shoppingItems.recipeId, recipeId),
          sql`cardinality(${shoppingItems.plannedMealIds}) = 0`,
        ),
      );
}
