import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { shoppingItemPatchSchema, shoppingItemsInputSchema } from '../../../shared/shopping';
import { shoppingItems } from '../../db/schema';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { deleteHouseholdRow, withHousehold } from '../../lib/household';
import { publishChanges } from '../../lib/household-events';
import { validate } from '../../lib/validate';
import { insertShoppingRows, recipeRows } from '../../lib/household-tools';

type Item = typeof shoppingItems.$inferSelect;

const toJson = (item: Item) => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  checked: item.checked,
  source: item.source,
  recipeId: item.recipeId,
  recipeTitle: item.recipeTitle,
  createdAt: item.createdAt.toISOString(),
});

/** The household's shopping list. */
export function shoppingRoutes(deps: AppDeps) {
  const { db } = deps;
  const idParam = validate('param', z.object({ id: z.uuid() }));

  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscriber(deps), withHousehold(deps))
    .use(publishChanges(deps, 'shopping'))
    .get('/', async (c) => {
      const householdId = c.get('householdId');
      const rows = await db
        .select()
        .from(shoppingItems)
        .where(eq(shoppingItems.householdId, householdId))
        .orderBy(desc(shoppingItems.createdAt));
      return c.json({ items: rows.map(toJson) });
    })
    .post('/', validate('json', shoppingItemsInputSchema), async (c) => {
      const userId = c.get('user').id;
      const householdId = c.get('householdId');
      const input = c.req.valid('json');
      const rows =
        'lines' in input
          ? recipeRows(input, householdId, userId)
          : [{ ...input, householdId, addedBy: userId, source: 'manual' as const }];
      // One statement: either every line of the recipe is added, or none (duplicate).
      const inserted = await insertShoppingRows(db, rows);
      return c.json({ items: inserted.map(toJson) }, 201);
    })
    .patch('/:id', idParam, validate('json', shoppingItemPatchSchema), async (c) => {
      const householdId = c.get('householdId');
      const [item] = await db
        .update(shoppingItems)
        .set({ checked: c.req.valid('json').checked, updatedAt: new Date() })
        .where(
          and(
            eq(shoppingItems.id, c.req.valid('param').id),
            eq(shoppingItems.householdId, householdId),
          ),
        )
        .returning();
      if (!item) throw new AppError('NOT_FOUND');
      // When every item of a recipe is checked, the recipe's items leave the list (section 4).
      let recipeCleared = false;
      if (item.checked && item.recipeId) {
        const siblings = await db
          .select({ checked: shoppingItems.checked })
          .from(shoppingItems)
          .where(
            and(
              eq(shoppingItems.householdId, householdId),
              eq(shoppingItems.recipeId, item.recipeId),
            ),
          );
        if (siblings.every((sibling) => sibling.checked)) {
          await db
            .delete(shoppingItems)
            .where(
              and(
                eq(shoppingItems.householdId, householdId),
                eq(shoppingItems.recipeId, item.recipeId),
              ),
            );
          recipeCleared = true;
        }
      }
      return c.json({ item: toJson(item), recipeCleared });
    })
    .delete('/', validate('query', z.object({ checked: z.literal('true') })), async (c) => {
      const householdId = c.get('householdId');
      const deleted = await db
        .delete(shoppingItems)
        .where(and(eq(shoppingItems.householdId, householdId), eq(shoppingItems.checked, true)))
        .returning({ id: shoppingItems.id });
      return c.json({ deleted: deleted.length });
    })
    .delete('/:id', idParam, async (c) => {
      await deleteHouseholdRow(db, shoppingItems, c.req.valid('param').id, c.get('householdId'));
      return c.json({ ok: true });
    });
}
