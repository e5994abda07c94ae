import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { plannedMealInputSchema } from '../../../shared/planning';
import { plannedMeals } from '../../db/schema';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { deleteHouseholdRow, withHousehold } from '../../lib/household';
import { publishChanges } from '../../lib/household-events';
import { planMeal } from '../../lib/household-tools';
import { validate } from '../../lib/validate';

type Meal = typeof plannedMeals.$inferSelect;

const toJson = (meal: Meal) => ({
  id: meal.id,
  recipeId: meal.recipeId,
  recipeTitle: meal.recipeTitle,
  date: meal.date,
  time: meal.time.slice(0, 5),
  servings: meal.servings,
  type: meal.type,
  createdAt: meal.createdAt.toISOString(),
});

/** The household's meal plan: list (by date, then time), add, delete. */
export function planningRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscriber(deps), withHousehold(deps))
    .use(publishChanges(deps, 'planning'))
    .get('/', async (c) => {
      const householdId = c.get('householdId');
      const rows = await db
        .select()
        .from(plannedMeals)
        .where(eq(plannedMeals.householdId, householdId))
        .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt));
      return c.json({ items: rows.map(toJson) });
    })
    .post('/', validate('json', plannedMealInputSchema), async (c) => {
      const caller = { userId: c.get('user').id, householdId: c.get('householdId') };
      const meal = await planMeal(db, caller, c.req.valid('json'));
      return c.json(toJson(meal), 201);
    })
    .delete('/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      await deleteHouseholdRow(db, plannedMeals, c.req.valid('param').id, c.get('householdId'));
      return c.json({ ok: true });
    });
}
