import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { favoriteRecipes, plannedMeals, shoppingItems } from '../../db/schema';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { householdIdOf } from '../../lib/household';

/** GET /api/stats: the home tiles' counts (suggestions is always 0, as specified). */
export function statsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/', requireUser(deps), requireSubscriber(deps), async (c) => {
    const userId = c.get('user').id;
    const householdId = await householdIdOf(db, userId);
    const [[meals], [items], [favorites]] = await Promise.all([
      db.select({ n: count() }).from(plannedMeals).where(eq(plannedMeals.householdId, householdId)),
      db
        .select({ n: count() })
        .from(shoppingItems)
        .where(eq(shoppingItems.householdId, householdId)),
      db.select({ n: count() }).from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId)),
    ]);
    return c.json({
      plannedMeals: meals!.n,
      shoppingItems: items!.n,
      favorites: favorites!.n,
      suggestions: 0,
    });
  });
}
