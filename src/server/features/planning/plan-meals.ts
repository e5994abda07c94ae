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
import { portionsFor } from '../../../shared/portions';
import type { HouseholdCaller, HouseholdTable } from '../household';
import { assertEaters, householdTable } from '../household';

type Meal = Omit<typeof plannedMeals.$inferInsert, 'householdId'>;

/**
 * The portions of a meal with a recipe that came without them (decision 0023): the eaters
 * chosen, counted with the household's « Portion enfant » (2 adultes + 2 enfants = 3 portions),
 * for as many people as the meal is for; else one portion per person (null).
 */
function countPortions(meal: Meal, table: HouseholdTable | null): Meal {
  if (meal.portions != null || !meal.recipe || !meal.eaters || !table) return meal;
  const eating = new Set(meal.eaters);
  const people = table.people.filter((person) => eating.has(person.id));
  if (people.length !== meal.servings) return meal;
  const children = people.filter((person) => person.child).length;
  const counted = portionsFor({ adults: people.length - children, children }, table.childPortion);
  return { ...meal, portions: counted.portions, children };
}

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
    const { recipe, eaters, portions, children, ...meal } = parsed.data;
    return {
      ...meal,
      portions: portions ?? null,
      children: children ?? null,
      eaters: eaters ?? null,
      recipe: recipe ? readPlannedRecipe(recipe) : null,
      householdId: caller.householdId,
      addedBy: caller.userId,
    };
  });
  // Who eats must be of the household, as for a suggestion.
  const eaters = values.flatMap((meal) => meal.eaters ?? []);
  const table = eaters.length > 0 ? await householdTable(db, caller.householdId) : null;
  if (table) assertEaters(table, eaters);
  const counted = values.map((meal) => ({
    ...countPortions(meal, table),
    householdId: caller.householdId,
  }));
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
    const meals = await tx.insert(plannedMeals).values(counted).returning();
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
