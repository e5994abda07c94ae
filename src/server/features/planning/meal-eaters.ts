// « Qui mange ? » changed on a planned meal (« Modifier », issue 28): who eats now, counted
// again — people, children and portions (decision 0023) — with the same rules as when a meal is
// planned for chosen eaters; everyone at the table when null.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import type { HouseholdCaller } from '../household';
import { assertEaters, householdTable, portionsAt } from '../household';

/** What a meal stores of who eats it. */
export interface MealEaters {
  eaters: string[] | null;
  servings: number;
  children: number;
  portions: number;
}

/** Who eats, checked against the household (a stranger's id is refused), and counted. */
export async function countMealEaters(
  db: Database,
  caller: HouseholdCaller,
  eaters: readonly string[] | null,
): Promise<MealEaters> {
  const [table, [preferences]] = await Promise.all([
    householdTable(db, caller.householdId),
    db
      .select({
        servings: userPreferences.servings,
        adults: userPreferences.adults,
        children: userPreferences.children,
      })
      .from(userPreferences)
      .where(eq(userPreferences.userId, caller.userId))
      .limit(1),
  ]);
  if (eaters) assertEaters(table, eaters);
  // Everyone chosen one by one is everyone: stored as such, a newcomer eats too.
  const everyone = eaters === null || eaters.length === table.people.length;
  const counted = portionsAt(
    table,
    everyone ? undefined : eaters,
    preferences ?? { servings: null, adults: 2, children: 0 },
  );
  return {
    eaters: everyone ? null : [...eaters],
    servings: counted.people,
    children: counted.children,
    portions: counted.portions,
  };
}
