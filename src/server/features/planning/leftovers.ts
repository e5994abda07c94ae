// « Prévoir des restes pour… » (issue 28, item 2): cook once, eat twice. A dish is cooked for
// its eaters and for a later meal made of its leftovers (« Restes : Lasagnes »): the list buys
// once, for both; cooking takes for both and puts the leftovers in the fridge, dated.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { leftoversTitle, type plannedLeftoversInputSchema } from '../../../shared/planning';
import { COOKED_DISH_SHELF_LIFE_DAYS } from '../../../shared/shelf-life';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { assertRoom } from '../../platform/collection-cap';
import { AppError } from '../../platform/errors';
import type { HouseholdCaller } from '../household';

type Executor = Pick<Database, 'select'>;

/**
 * The leftover portions planned for each meal among `mealIds`: the servings of the household's
 * meals that are its leftovers (meals deleted since are simply not counted).
 */
export async function leftoverPortionsOf(
  db: Executor,
  householdId: string,
  mealIds: readonly string[],
): Promise<Map<string, number>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db
    .select({
      source: plannedMeals.leftoversOf,
      portions: sql<number>`sum(${plannedMeals.servings})::int`,
    })
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        inArray(plannedMeals.leftoversOf, [...mealIds]),
      ),
    )
    .groupBy(plannedMeals.leftoversOf);
  return new Map(rows.map((row) => [row.source!, row.portions]));
}

/** What the dish is cooked for: its eaters' portions and its leftovers'. */
export const cookedPortions = (
  meal: { id: string; portions: number | null; servings: number },
  leftovers: ReadonlyMap<string, number>,
) => (meal.portions ?? meal.servings) + (leftovers.get(meal.id) ?? 0);

/**
 * Plans the leftovers of a meal with a recipe for a later meal, within the days a cooked dish
 * keeps in the fridge. The new meal needs nothing from the list: its portions are bought with the
 * dish's.
 */
export async function planLeftovers(
  db: Database,
  caller: HouseholdCaller,
  sourceId: string,
  input: z.output<typeof plannedLeftoversInputSchema>,
) {
  const [source] = await db
    .select()
    .from(plannedMeals)
    .where(and(eq(plannedMeals.id, sourceId), eq(plannedMeals.householdId, caller.householdId)));
  if (!source) throw new AppError('NOT_FOUND');
  if (source.leftoversOf) throw new AppError('LEFTOVERS_OF_LEFTOVERS');
  if (!source.recipe) throw new AppError('MEAL_WITHOUT_RECIPE');
  if (source.cookedAt) throw new AppError('MEAL_ALREADY_COOKED');
  const when = `${input.date} ${input.time}`;
  if (when <= `${source.date} ${source.time.slice(0, 5)}`)
    throw new AppError('LEFTOVERS_TOO_EARLY');
  if (input.date > addDays(source.date, COOKED_DISH_SHELF_LIFE_DAYS)) {
    throw new AppError('LEFTOVERS_TOO_LATE');
  }
  await assertRoom(db, {
    table: plannedMeals,
    where: eq(plannedMeals.householdId, caller.householdId),
    max: COLLECTION_LIMITS.plannedMeals,
    code: 'PLANNING_LIMIT',
  });
  const [meal] = await db
    .insert(plannedMeals)
    .values({
      householdId: caller.householdId,
      addedBy: caller.userId,
      recipeId: null,
      recipeTitle: leftoversTitle(source.recipeTitle),
      date: input.date,
      time: input.time,
      servings: input.portions,
      type: source.type,
      recipe: null,
      eaters: null,
      leftoversOf: source.id,
    })
    .returning();
  return { source, meal: meal! };
}
