import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { restoreSchema } from '../../../shared/restore';
import { z } from 'zod';
import type { ItemList } from '../../../shared/api';
import {
  plannedMealInputSchema,
  plannedLeftoversInputSchema,
  plannedMealPatchSchema,
  planShoppingPreviewInputSchema,
  type MealCooked,
  type LeftoversPlanned,
  type MealUncooked,
  type PlannedMeal,
} from '../../../shared/planning';
import { plannedMealBatchSchema, weekPlanInputSchema } from '../../../shared/week-plan';
import { preparedPerDatabase } from '../../db/prepared';
import { plannedMeals } from '../../db/schema';
import type { RecipeServices } from '../recipes';
import {
  deleteOneRestorable,
  restoreWithRoom,
  publishChanges,
  publishHouseholdChange,
  householdRouter,
} from '../household';
import { planMeal, planMeals } from './plan-meals';
import { validate } from '../../platform/validate';
import { cookMeal, uncookMeal } from './cook-meal';
import { plannedMealsJson } from './planned-meal-json';
import { previewPlanShopping } from './preview-plan-shopping';
import { proposeWeek } from './propose-week';
import { editMeal } from './edit-meal';
import { planLeftovers } from './leftovers';
import { readWeekSettings, saveWeekSettings } from './week-settings';
import { weekSettingsInputSchema } from '../../../shared/week-settings';
import { batchSessionRoutes } from './batch-session.routes';

/** The household's meals in date and time order (the planning page and the home page). */
const mealPlan = preparedPerDatabase((db) =>
  db
    .select()
    .from(plannedMeals)
    .where(eq(plannedMeals.householdId, sql.placeholder('householdId')))
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt))
    .prepare('popote_meal_plan'),
);

/**
 * The household's meal plan: list (by date, then time), add (with its recipe, one or several),
 * edit (move to another day or time, change the servings), delete; the shopping list of a period; « Planifier ma semaine »;
 * « J'ai cuisiné ce plat » and its undo.
 */
export function planningRoutes(deps: RecipeServices) {
  const { db, logger } = deps;
  const idParam = validate('param', z.object({ id: z.uuid() }));
  const caller = (c: { get(key: 'user'): { id: string }; get(key: 'householdId'): string }) => ({
    userId: c.get('user').id,
    householdId: c.get('householdId'),
  });
  // The fridge changed too: its pages fetch it again (the planning is announced for every write).
  const fridgeChanged = (householdId: string) =>
    publishHouseholdChange(db, { householdId, topic: 'inventory' }).catch((error: unknown) =>
      logger.warn({ err: error }, 'household events: publish failed'),
    );

  return (
    householdRouter(deps)
      // Reads sent as POST (a body): registered before the announcement of changes, they make none.
      .post('/shopping-preview', validate('json', planShoppingPreviewInputSchema), async (c) =>
        c.json(await previewPlanShopping(db, c.get('householdId'), c.req.valid('json'))),
      )
      .post('/week-proposal', validate('json', weekPlanInputSchema), async (c) =>
        c.json(await proposeWeek(deps, caller(c), c.req.valid('json'))),
      )
      .use(publishChanges(deps, 'planning'))
      // « Batch cooking » (decision 0036): the sessions, by cook day.
      .route('/batch-sessions', batchSessionRoutes(deps))
      // « Qui est là ? », the time each day allows and the rituals (decision 0030).
      .get('/week-settings', async (c) => c.json(await readWeekSettings(db, c.get('householdId'))))
      .put('/week-settings', validate('json', weekSettingsInputSchema), async (c) =>
        c.json(await saveWeekSettings(db, caller(c), c.req.valid('json'))),
      )
      .get('/', async (c) => {
        const householdId = c.get('householdId');
        const rows = await mealPlan(db).execute({ householdId });
        return c.json({
          items: await plannedMealsJson(db, householdId, rows),
        } satisfies ItemList<PlannedMeal>);
      })
      .post('/', validate('json', plannedMealInputSchema), async (c) => {
        const meal = await planMeal(db, caller(c), c.req.valid('json'));
        const [json] = await plannedMealsJson(db, meal.householdId, [meal]);
        return c.json(json!, 201);
      })
      .post('/batch', validate('json', plannedMealBatchSchema), async (c) => {
        const meals = await planMeals(db, caller(c), c.req.valid('json').meals);
        return c.json(
          {
            items: await plannedMealsJson(db, c.get('householdId'), meals),
          } satisfies ItemList<PlannedMeal>,
          201,
        );
      })
      .patch('/:id', idParam, validate('json', plannedMealPatchSchema), async (c) => {
        const meal = await editMeal(db, {
          ...caller(c),
          mealId: c.req.valid('param').id,
          ...c.req.valid('json'),
        });
        const [json] = await plannedMealsJson(db, meal.householdId, [meal]);
        return c.json(json!);
      })
      .post('/:id/cooked', idParam, async (c) => {
        const { meal, changes } = await cookMeal(db, caller(c), c.req.valid('param').id);
        await fridgeChanged(meal.householdId);
        const [json] = await plannedMealsJson(db, meal.householdId, [meal]);
        return c.json({ meal: json!, fridgeChanges: changes.length } satisfies MealCooked);
      })
      // « Prévoir des restes pour… »: the dish and its new leftovers meal.
      .post('/:id/leftovers', idParam, validate('json', plannedLeftoversInputSchema), async (c) => {
        const householdId = c.get('householdId');
        const { source, meal } = await planLeftovers(
          db,
          caller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        const [dish, leftovers] = await plannedMealsJson(db, householdId, [source, meal]);
        return c.json({ meal: dish!, leftovers: leftovers! } satisfies LeftoversPlanned, 201);
      })
      .post('/:id/uncooked', idParam, async (c) => {
        const meal = await uncookMeal(db, caller(c), c.req.valid('param').id);
        await fridgeChanged(meal.householdId);
        const [json] = await plannedMealsJson(db, meal.householdId, [meal]);
        return c.json({ meal: json! } satisfies MealUncooked);
      })
      .post('/restore', validate('json', restoreSchema), async (c) => {
        const householdId = c.get('householdId');
        const ids = await restoreWithRoom(
          db,
          {
            table: plannedMeals,
            collection: 'planning',
            scope: { householdId },
            cap: {
              where: eq(plannedMeals.householdId, householdId),
              max: COLLECTION_LIMITS.plannedMeals,
              code: 'PLANNING_LIMIT',
            },
          },
          c.req.valid('json').ids,
        );
        const rows = await db
          .select()
          .from(plannedMeals)
          .where(and(eq(plannedMeals.householdId, householdId), inArray(plannedMeals.id, ids)))
          .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt));
        return c.json({
          items: await plannedMealsJson(db, householdId, rows),
        } satisfies ItemList<PlannedMeal>);
      })
      .delete('/:id', idParam, async (c) => {
        await deleteOneRestorable(
          db,
          plannedMeals,
          'planning',
          { householdId: c.get('householdId') },
          c.req.valid('param').id,
        );
        return c.json({ ok: true });
      })
  );
}
