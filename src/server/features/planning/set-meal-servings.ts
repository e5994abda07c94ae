import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** Another number of people for one of the household's meals; its recipe scales on display. */
export async function setMealServings(
  db: Database,
  { householdId, mealId, servings }: { householdId: string; mealId: string; servings: number },
) {
  const [meal] = await db
    .update(plannedMeals)
    .set({ servings })
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .returning();
  if (!meal) throw new AppError('NOT_FOUND');
  return meal;
}
