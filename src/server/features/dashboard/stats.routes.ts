import { sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { DashboardStats } from '../../../shared/dashboard';
import { preparedPerDatabase } from '../../db/prepared';
import { favoriteRecipes, plannedMeals, shoppingItems } from '../../db/schema';
import { householdRouter, type HouseholdServices } from '../household';

const count = (table: AnyPgTable, column: AnyPgColumn, id: 'householdId' | 'userId') =>
  sql<number>`(select count(*)::int from ${table} where ${column} = ${sql.placeholder(id)})`;

/** The three counts in one round trip (the home page asks on every visit). */
const homeCounts = preparedPerDatabase((db) =>
  db
    .select({
      meals: count(plannedMeals, plannedMeals.householdId, 'householdId'),
      items: count(shoppingItems, shoppingItems.householdId, 'householdId'),
      favorites: count(favoriteRecipes, favoriteRecipes.userId, 'userId'),
    })
    .from(sql`(values (1)) as one`)
    .prepare('popote_home_counts'),
);

/** GET /api/stats: the home tiles' counts (suggestions is always 0, as specified). */
export function statsRoutes(deps: HouseholdServices) {
  const { db } = deps;
  return householdRouter(deps).get('/', async (c) => {
    const userId = c.get('user').id;
    const householdId = c.get('householdId');
    const [counts] = await homeCounts(db).execute({ householdId, userId });
    return c.json({
      plannedMeals: counts!.meals,
      shoppingItems: counts!.items,
      favorites: counts!.favorites,
      suggestions: 0,
    } satisfies DashboardStats);
  });
}
