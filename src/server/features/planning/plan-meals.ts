// Planning meals: the API's routes, « Planifier ma semaine » and the Assistant Chef's tool all
// plan through here, validated and scoped the same way.
import { plannedMealInputSchema } from '../../../shared/planning';
import { readPlannedRecipe } from '../../../shared/planned-ingredient';
import type { Database } from '../../db/client';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { eq } from 'drizzle-orm';
import { plannedMeals } from '../../db/schema';
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
  return db.insert(plannedMeals).values(values).returning();
}
