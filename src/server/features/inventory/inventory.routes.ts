import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { inventoryItemInputSchema } from '../../../shared/inventory';
import { inventoryItems } from '../../db/schema';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { deleteHouseholdRow, withHousehold } from '../../lib/household';
import { publishChanges } from '../../lib/household-events';
import { validate } from '../../lib/validate';

type Item = typeof inventoryItems.$inferSelect;

const toJson = (item: Item) => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  expirationDate: item.expirationDate,
  category: item.category,
  createdAt: item.createdAt.toISOString(),
});

/** The household's fridge: list (newest first), add, delete. */
export function inventoryRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscriber(deps), withHousehold(deps))
    .use(publishChanges(deps, 'inventory'))
    .get('/', async (c) => {
      const householdId = c.get('householdId');
      const rows = await db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.householdId, householdId))
        .orderBy(desc(inventoryItems.createdAt));
      return c.json({ items: rows.map(toJson) });
    })
    .post('/', validate('json', inventoryItemInputSchema), async (c) => {
      const userId = c.get('user').id;
      const householdId = c.get('householdId');
      const [item] = await db
        .insert(inventoryItems)
        .values({ ...c.req.valid('json'), householdId, addedBy: userId })
        .returning();
      return c.json(toJson(item!), 201);
    })
    .delete('/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      await deleteHouseholdRow(db, inventoryItems, c.req.valid('param').id, c.get('householdId'));
      return c.json({ ok: true });
    });
}
