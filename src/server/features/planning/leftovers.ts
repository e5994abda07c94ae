// « Prévoir des restes » (decision 0030): a meal cooked for more portions than its eaters
// (`leftover_portions`), the rest eaten later as « Restes : Lasagnes » (`leftovers_of`). The
// list counts the ingredients once, for the larger batch: the leftovers' meal has no recipe.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import type { leftoversInputSchema } from '../../../shared/planning';
import { PORTIONS_MAX } from '../../../shared/portions';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { assertRoom } from '../../platform/collection-cap';
import { AppError } from '../../platform/errors';
import type { HouseholdCaller } from '../household';

const field = (path: string, message: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

/** The title of a meal of leftovers. */
export const leftoversTitle = (title: string) => `Restes : ${title}`;

export async function planLeftovers(
  db: Database,
  caller: HouseholdCaller,
  mealId: string,
  input: z.output<typeof leftoversInputSchema>,
) {
  const { householdId } = caller;
  await assertRoom(db, {
    table: plannedMeals,
    where: eq(plannedMeals.householdId, householdId),
    max: COLLECTION_LIMITS.plannedMeals,
    code: 'PLANNING_LIMIT',
  });
  return db.transaction(async (tx) => {
    const [meal] = await tx
      .select()
      .from(plannedMeals)
      .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
      .for('update');
    if (!meal) throw new AppError('NOT_FOUND');
    if (!meal.recipe) throw new AppError('MEAL_WITHOUT_RECIPE');
    if (meal.cookedAt) throw field('date', 'Ce plat est déjà cuisiné.');
    const later =
      input.date > meal.date || (input.date === meal.date && input.time > meal.time.slice(0, 5));
    if (!later) throw field('date', 'Les restes se mangent après le repas où le plat est cuisiné.');
    const already = (await leftoverPortions(tx, householdId, [meal.id])).get(meal.id) ?? 0;
    if ((meal.portions ?? meal.servings) + already + input.portions > PORTIONS_MAX)
      throw field('portions', `${PORTIONS_MAX} portions au plus pour un plat.`);
    const [leftovers] = await tx
      .insert(plannedMeals)
      .values({
        householdId,
        addedBy: caller.userId,
        recipeTitle: leftoversTitle(meal.recipeTitle),
        date: input.date,
        time: input.time,
        servings: input.portions,
        type: meal.type,
        leftoversOf: meal.id,
      })
      .returning();
    return { meal, leftovers: leftovers! };
  });
}

/**
 * The portions each meal is cooked for beyond its eaters': the servings of the « Restes »
 * meals that name it (a meal restored by « Annuler » naming one deleted since counts for none).
 */
export async function leftoverPortions(
  db: Pick<Database, 'select'>,
  householdId: string,
  mealIds: readonly string[],
): Promise<Map<string, number>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: plannedMeals.leftoversOf,
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
  return new Map(rows.map((row) => [row.id!, row.portions]));
}
