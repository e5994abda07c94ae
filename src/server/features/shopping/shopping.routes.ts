import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { restoreSchema, rowIdsSchema } from '../../../shared/restore';
import { z } from 'zod';
import type { ItemList } from '../../../shared/api';
import type { InventoryItem } from '../../../shared/inventory';
import {
  shoppingItemPatchSchema,
  shoppingItemsCheckSchema,
  shoppingItemsInputSchema,
  shoppingItemsShopSchema,
  shoppingToFridgeSchema,
  type CheckedItemsDeleted,
  type CheckedItemsStored,
  type RecipeShoppingAdded,
  type ShoppingItem,
  type ShoppingItemChanged,
  type ShoppingItemsChecked,
} from '../../../shared/shopping';
import { preparedPerDatabase } from '../../db/prepared';
import { shoppingItems } from '../../db/schema';
import type { RecipeServices } from '../recipes';
import { storeInFridge, inventoryItemJson } from '../inventory';
import {
  deleteOneRestorable,
  deleteRestorable,
  restoreWithRoom,
  publishChanges,
  publishHouseholdChange,
  householdRouter,
} from '../household';
import type { HouseholdCaller } from '../household';
import {
  addPlanToShoppingList,
  addRecipeToShoppingList,
  insertShoppingRowOnce,
  insertShoppingRows,
} from './add-items';
import { validate } from '../../platform/validate';
import { checkItems, patchItem, storeCheckedItems } from './check-items';
import { shoppingItemJson } from './shopping-item-json';
import { markRowsForShop } from './shops/shops';

type FridgeRow = Parameters<typeof inventoryItemJson>[0];

/** The list, newest first: read on every visit of the list and after every change. */
const shoppingList = preparedPerDatabase((db) =>
  db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.householdId, sql.placeholder('householdId')))
    .orderBy(desc(shoppingItems.createdAt))
    .prepare('popote_shopping_list'),
);

/** The household's shopping list. */
export function shoppingRoutes(deps: RecipeServices) {
  const { db, logger } = deps;
  const idParam = validate('param', z.object({ id: z.uuid() }));

  /** Items put into the fridge: the household's open fridge pages fetch it again. */
  const fridgeAnswer = async (caller: HouseholdCaller, stored: FridgeRow[]) => {
    if (stored.length > 0) {
      await publishHouseholdChange(db, {
        householdId: caller.householdId,
        topic: 'inventory',
      }).catch((error: unknown) => logger.warn({ err: error }, 'household events: publish failed'));
    }
    return stored.map(inventoryItemJson);
  };

  return householdRouter(deps)
    .use(publishChanges(deps, 'shopping'))
    .get('/', async (c) => {
      const rows = await shoppingList(db).execute({ householdId: c.get('householdId') });
      return c.json({ items: rows.map(shoppingItemJson) } satisfies ItemList<ShoppingItem>);
    })
    .post('/', validate('json', shoppingItemsInputSchema), async (c) => {
      const userId = c.get('user').id;
      const householdId = c.get('householdId');
      const input = c.req.valid('json');
      if (input.source === 'manual' && input.id) {
        const { id, source, ...item } = input;
        const { row, created } = await insertShoppingRowOnce(db, {
          ...item,
          id,
          householdId,
          addedBy: userId,
          source,
        });
        return c.json(
          { items: [shoppingItemJson(row)] } satisfies ItemList<ShoppingItem>,
          created ? 201 : 200,
        );
      }
      if (input.source === 'recipe') {
        // Minus the fridge and the staples; nothing left to buy is no duplicate: 200, no rows.
        const { items, skipped } = await addRecipeToShoppingList(
          db,
          { userId, householdId },
          input,
        );
        return c.json(
          { items: items.map(shoppingItemJson), skipped } satisfies RecipeShoppingAdded,
          items.length > 0 ? 201 : 200,
        );
      }
      // Either every line is added (or tops up its meal's row), or none (duplicate).
      const inserted =
        input.source === 'plan'
          ? await addPlanToShoppingList(db, { userId, householdId }, input)
          : await insertShoppingRows(db, [{ ...input, householdId, addedBy: userId }]);
      return c.json(
        { items: inserted.map(shoppingItemJson) } satisfies ItemList<ShoppingItem>,
        201,
      );
    })
    .post('/check', validate('json', shoppingItemsCheckSchema), async (c) => {
      const caller = { userId: c.get('user').id, householdId: c.get('householdId') };
      const result = await checkItems(db, caller, c.req.valid('json'));
      return c.json({
        items: result.items.map(shoppingItemJson),
        recipeCleared: result.recipeCleared,
        fridge: await fridgeAnswer(caller, result.fridge),
      } satisfies ShoppingItemsChecked);
    })
    .post('/shop', validate('json', shoppingItemsShopSchema), async (c) => {
      const { ids, shopId } = c.req.valid('json');
      const householdId = c.get('householdId');
      const rows = await db.transaction((tx) => markRowsForShop(tx, householdId, ids, shopId));
      return c.json({ items: rows.map(shoppingItemJson) } satisfies ItemList<ShoppingItem>);
    })
    .post('/to-fridge', validate('json', shoppingToFridgeSchema), async (c) => {
      const caller = { userId: c.get('user').id, householdId: c.get('householdId') };
      const stored = await storeInFridge(db, caller, c.req.valid('json').items);
      return c.json(
        { items: await fridgeAnswer(caller, stored) } satisfies ItemList<InventoryItem>,
        201,
      );
    })
    .patch('/:id', idParam, validate('json', shoppingItemPatchSchema), async (c) => {
      const caller = { userId: c.get('user').id, householdId: c.get('householdId') };
      const id = c.req.valid('param').id;
      const result = await patchItem(db, caller, id, c.req.valid('json'));
      const item = result.items.find((row) => row.id === id)!;
      return c.json({
        item: shoppingItemJson(item),
        recipeCleared: result.recipeCleared,
        fridge: await fridgeAnswer(caller, result.fridge),
      } satisfies ShoppingItemChanged);
    })
    .post('/store-checked', validate('json', rowIdsSchema), async (c) => {
      const caller = { userId: c.get('user').id, householdId: c.get('householdId') };
      const result = await storeCheckedItems(db, caller, c.req.valid('json').ids);
      return c.json({
        items: result.items.map(shoppingItemJson),
        fridge: await fridgeAnswer(caller, result.fridge),
      } satisfies CheckedItemsStored);
    })
    .post('/delete-checked', validate('json', rowIdsSchema), async (c) => {
      // Only the rows the page showed checked: never one another member ticked a moment ago.
      const ids = await deleteRestorable(
        db,
        shoppingItems,
        'shopping',
        { householdId: c.get('householdId') },
        c.req.valid('json').ids,
        sql`checked`,
      );
      return c.json({ deleted: ids.length, ids } satisfies CheckedItemsDeleted);
    })
    .post('/restore', validate('json', restoreSchema), async (c) => {
      const householdId = c.get('householdId');
      const ids = await restoreWithRoom(
        db,
        {
          table: shoppingItems,
          collection: 'shopping',
          scope: { householdId },
          cap: {
            where: eq(shoppingItems.householdId, householdId),
            max: COLLECTION_LIMITS.shoppingItems,
            code: 'SHOPPING_LIMIT',
          },
        },
        c.req.valid('json').ids,
      );
      const rows = await db
        .select()
        .from(shoppingItems)
        .where(and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, ids)))
        .orderBy(desc(shoppingItems.createdAt));
      return c.json({ items: rows.map(shoppingItemJson) } satisfies ItemList<ShoppingItem>);
    })
    .delete('/:id', idParam, async (c) => {
      await deleteOneRestorable(
        db,
        shoppingItems,
        'shopping',
        { householdId: c.get('householdId') },
        c.req.valid('param').id,
      );
      return c.json({ ok: true });
    });
}
