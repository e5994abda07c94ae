// « Batch cooking » (decision 0036): /api/planned-meals/batch-sessions/:date. Mounted inside the
// planning router, after its household check and its announcement of changes (writes announce
// the planning; cooking, the fridge too).
import { Hono, type Context } from 'hono';
import {
  batchDateParamSchema,
  batchSessionInputSchema,
  batchShoppingQuerySchema,
  type BatchSessionAnswer,
} from '../../../shared/batch-cooking';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validate';
import { publishHouseholdChange } from '../household';
import type { RecipeServices } from '../recipes';
import {
  batchShoppingPreview,
  cookBatchSession,
  saveBatchSession,
  uncookBatchSession,
} from './batch-session';
import { plannedMealsJson } from './planned-meal-json';

export function batchSessionRoutes({ db, logger }: Pick<RecipeServices, 'db' | 'logger'>) {
  const dateParam = validate('param', batchDateParamSchema);
  const caller = (c: { get(key: 'user'): { id: string }; get(key: 'householdId'): string }) => ({
    userId: c.get('user').id,
    householdId: c.get('householdId'),
  });
  const fridgeChanged = (householdId: string) =>
    publishHouseholdChange(db, { householdId, topic: 'inventory' }).catch((error: unknown) =>
      logger.warn({ err: error }, 'household events: publish failed'),
    );

  /** « J'ai tout cuisiné » and its undo: the session's meals and what changed in the fridge. */
  const kitchen = async (
    c: Context<AppEnv, string, { out: { param: { date: string } } }>,
    run: typeof cookBatchSession,
  ) => {
    const { date } = c.req.valid('param');
    const householdId = c.get('householdId');
    const { meals, fridgeChanges } = await run(db, caller(c), date);
    await fridgeChanged(householdId);
    return c.json({
      date,
      meals: await plannedMealsJson(db, householdId, meals),
      fridgeChanges,
    } satisfies BatchSessionAnswer);
  };

  return (
    new Hono<AppEnv>()
      // « Une liste pour la session »: a read, the lines to add (the client adds them).
      .get(
        '/:date/shopping-preview',
        dateParam,
        validate('query', batchShoppingQuerySchema),
        async (c) =>
          c.json(
            await batchShoppingPreview(
              db,
              c.get('householdId'),
              c.req.valid('param').date,
              c.req.valid('query'),
            ),
          ),
      )
      .put('/:date', dateParam, validate('json', batchSessionInputSchema), async (c) => {
        const { date } = c.req.valid('param');
        const householdId = c.get('householdId');
        const meals = await saveBatchSession(db, caller(c), date, c.req.valid('json').mealIds);
        return c.json({
          date,
          meals: await plannedMealsJson(db, householdId, meals),
        } satisfies BatchSessionAnswer);
      })
      .post('/:date/cooked', dateParam, async (c) => kitchen(c, cookBatchSession))
      .post('/:date/uncooked', dateParam, async (c) => kitchen(c, uncookBatchSession))
  );
}
