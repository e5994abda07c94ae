import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { favoriteRecipes, plannedMeals, shoppingItems } from '../../db/schema';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { withHousehold } from '../../lib/household';

/** GET /api/stats: the home tiles' counts (suggestions is always 0, as specified). */
export function statsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get(
    '/',
    requireUser(deps),
    requireSubscriber(deps),
    withHousehold(deps),
    async (c) => {
      const userId = c.get('user').id;
      const householdId = c.get('householdId');
      // The three counts in one round trip (the home page asks on every visit).
      const {
        rows: [counts],
      } = await db.execute<{ meals: number; items: number; favorites: number }>(sql`
        select
          (select count(*)::int from ${plannedMeals} where ${plannedMeals.householdId} = ${householdId}) as meals,
          (select count(*)::int from ${shoppingItems} where ${shoppingItems.householdId} = ${householdId}) as items,
          (select count(*)::int from ${favoriteRecipes} where ${favoriteRecipes.userId} = ${userId}) as favorites
      `);
      return c.json({
        plannedMeals: counts!.meals,
        shoppingItems: counts!.items,
        favorites: counts!.favorites,
        suggestions: 0,
      });
    },
  );
}
