import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';

/** A planned meal as another feature may read it (the Assistant Chef's « on mange quoi ce soir ? »). */
export interface PlannedMealBrief {
  date: string;
  /** 'HH:MM'. */
  time: string;
  recipeTitle: string;
  servings: number;
}

/** The household's planned meals from `from` to `to` ('YYYY-MM-DD', both included), in order; at most 50. */
export async function mealsBetween(
  db: Database,
  householdId: string,
  from: string,
  to: string,
): Promise<PlannedMealBrief[]> {
  const rows = await db
    .select({
      date: plannedMeals.date,
      time: plannedMeals.time,
      recipeTitle: plannedMeals.recipeTitle,
      servings: plannedMeals.servings,
    })
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        gte(plannedMeals.date, from),
        lte(plannedMeals.date, to),
      ),
    )
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time))
    .limit(50);
  return rows.map((row) => ({ ...row, time: row.time.slice(0, 5) }));
}
