import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ItemList } from '../../../shared/api';
import {
  inventoryItemInputSchema,
  inventoryItemPatchSchema,
  type InventoryItem,
} from '../../../shared/inventory';
import { fridgeCategory, fridgeFacts } from '../../../shared/fridge-from-list';
import { preparedPerDatabase } from '../../db/prepared';
import {
  deleteOneRestorable,
  householdRouter,
  publishChanges,
  refuseDeletedId,
  restoreWithRoom,
} from '../household';
import { restoreSchema } from '../../../shared/restore';
import { inventoryItems } from '../../db/schema';
import type { HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import { inventoryItemJson } from './inventory-item-json';
import { correctItem } from './correct-item';
import { validate } from '../../platform/validate';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { assertRoom } from '../../platform/collection-cap';

/** The household's fridge, newest first. */
const fridge = preparedPerDatabase((db) =>
  db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, sql.placeholder('householdId')))
    .orderBy(desc(inventoryItems.createdAt))
    .prepare('popote_fridge'),
);

/** The household's fridge: list (newest first), add, correct (any field), delete. */
export function inventoryRoutes(deps: HouseholdServices) {
  const { db } = deps;
  const idParam = validate('param', z.object({ id: z.uuid() }));
  return householdRouter(deps)
    .use(publishChanges(deps, 'inventory'))
    .get('/', async (c) => {
      const rows = await fridge(db).execute({ householdId: c.get('householdId') });
      return c.json({ items: rows.map(inventoryItemJson) } satisfies ItemList<InventoryItem>);
    })
    .post('/', validate('json', inventoryItemInputSchema), async (c) => {
      const userId = c.get('user').id;
      const householdId = c.get('householdId');
      const input = c.req.valid('json');
      // The id the device chose: a replay of this request (its answer lost) adds nothing more,
      // and brings back nothing deleted since.
      await refuseDeletedId(db, input.id);
      const [already] = input.id
        ? await db
            .select()
            .from(inventoryItems)
            .where(
              and(eq(inventoryItems.id, input.id), eq(inventoryItems.householdId, householdId)),
            )
        : [];
      if (already) return c.json(inventoryItemJson(already), 200);
      await assertRoom(db, {
        table: inventoryItems,
        where: eq(inventoryItems.householdId, householdId),
        max: COLLECTION_LIMITS.inventoryItems,
        code: 'INVENTORY_LIMIT',
      });
      // Recognised like a list item: its ingredient, and its category unless one was chosen.
      const facts = fridgeFacts(input.name);
      const [item] = await db
        .insert(inventoryItems)
        .values({
          ...input,
          category: fridgeCategory(input.category, facts),
          ingredientId: facts.ingredientId,
          householdId,
          addedBy: userId,
        })
        .onConflictDoNothing({ target: inventoryItems.id })
        .returning();
      if (item) return c.json(inventoryItemJson(item), 201);
      const [existing] = input.id
        ? await db
            .select()
            .from(inventoryItems)
            .where(
              and(eq(inventoryItems.id, input.id), eq(inventoryItems.householdId, householdId)),
            )
        : [];
      if (!existing) throw new AppError('CONFLICT');
      return c.json(inventoryItemJson(existing), 200);
    })
    .patch('/:id', idParam, validate('json', inventoryItemPatchSchema), async (c) => {
      const item = await correctItem(
        db,
        c.get('householdId'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(inventoryItemJson(item));
    })
    .post('/restore', validate('json', restoreSchema), async (c) => {
      const householdId = c.get('householdId');
      const ids = await restoreWithRoom(
        db,
        {
          table: inventoryItems,
          collection: 'inventory',
          scope: { householdId },
          cap: {
            where: eq(inventoryItems.householdId, householdId),
            max: COLLECTION_LIMITS.inventoryItems,
            code: 'INVENTORY_LIMIT',
          },
        },
        c.req.valid('json').ids,
      );
      const rows = await db
        .select()
        .from(inventoryItems)
        .where(and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.id, ids)))
        .orderBy(desc(inventoryItems.createdAt));
      return c.json({ items: rows.map(inventoryItemJson) } satisfies ItemList<InventoryItem>);
    })
    .delete('/:id', idParam, async (c) => {
      await deleteOneRestorable(
        db,
        inventoryItems,
        'inventory',
        { householdId: c.get('householdId') },
        c.req.valid('param').id,
      );
      return c.json({ ok: true });
    });
}
