import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ParsedUnit } from '../../../shared/constants';
import type { Aisle } from '../../../shared/food/types';
import type { Database } from '../../db/client';
import { shoppingItems } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { storeInFridge } from '../inventory';
import type { HouseholdCaller } from '../household';
import { shoppingItemJson, type ShoppingRow } from './shopping-item-json';
import { recordTicks } from './shops/shops';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface CheckInput {
  ids: readonly string[];
  checked: boolean;
  /** Also put the checked rows into the fridge (the « ranger automatiquement » setting). */
  toFridge: boolean;
  /** The shop where the rows were ticked: its aisle order learns from them. */
  inShop?: string;
}

/**
 * When every row of a recipe is checked, the recipe's rows leave the list (specification,
 * section 4). One statement per call: the recipes among `recipeIds` with no unchecked row left.
 */
async function clearCompletedRecipes(
  tx: Transaction,
  householdId: string,
  recipeIds: string[],
): Promise<boolean> {
  if (recipeIds.length === 0) return false;
  const ofTheseRecipes = and(
    eq(shoppingItems.householdId, householdId),
    inArray(shoppingItems.recipeId, recipeIds),
  );
  const stillToBuy = tx
    .select({ recipeId: shoppingItems.recipeId })
    .from(shoppingItems)
    .where(and(ofTheseRecipes, eq(shoppingItems.checked, false)));
  const deleted = await tx
    .delete(shoppingItems)
    .where(and(ofTheseRecipes, notInArray(shoppingItems.recipeId, stillToBuy)))
    .returning({ id: shoppingItems.id });
  return deleted.length > 0;
}

/** Checks or unchecks rows of the household inside `tx`: all of them, or none (404). */
async function checkRows(tx: Transaction, caller: HouseholdCaller, input: CheckInput) {
  // Two members ticking a recipe's last two rows at once: each transaction would see the other's
  // row still unchecked and neither would clear the recipe. Locking the recipes' rows first (in
  // one order, so no deadlock) makes the second wait and then see the first one's tick.
  await tx.execute(sql`
    select id from ${shoppingItems}
    where ${shoppingItems.householdId} = ${caller.householdId}
      and ${shoppingItems.recipeId} in (
        select ${shoppingItems.recipeId} from ${shoppingItems}
        where ${inArray(shoppingItems.id, [...input.ids])}
          and ${shoppingItems.householdId} = ${caller.householdId}
      )
    order by id
    for update`);
  const storing = input.checked && input.toFridge;
  const items = await tx
    .update(shoppingItems)
    .set({
      checked: input.checked,
      updatedAt: new Date(),
      // Put into the fridge with the check: « Ranger… » will not offer it again. A row already
      // stored keeps its date (it is not stored twice).
      ...(storing ? { storedAt: sql`coalesce(${shoppingItems.storedAt}, now())` } : {}),
    })
    .where(
      and(
        inArray(shoppingItems.id, [...input.ids]),
        eq(shoppingItems.householdId, caller.householdId),
      ),
    )
    .returning();
  // An id of another household, or one deleted meanwhile: nothing changes (the transaction rolls back).
  if (items.length !== new Set(input.ids).size) throw new AppError('NOT_FOUND');
  // Before a completed recipe's rows leave the list: they are read from `items`, not the table.
  const fridge = storing
    ? await storeInFridge(
        tx,
        caller,
        items.map((item) => ({ ...item, unit: item.unit as ParsedUnit })),
      )
    : [];
  const recipeIds = [...new Set(items.flatMap((item) => (item.recipeId ? [item.recipeId] : [])))];
  const recipeCleared = input.checked
    ? await clearCompletedRecipes(tx, caller.householdId, recipeIds)
    : false;
  if (input.checked && input.inShop) {
    // The aisles in the order the ids were ticked (a summed line's rows share one aisle).
    const byId = new Map(items.map((item) => [item.id, item]));
    const aisles = input.ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [shoppingItemJson(item).aisle] : [];
    });
    await recordTicks(tx, caller.householdId, input.inShop, aisles);
  }
  return { items, recipeCleared, fridge };
}

/** POST /api/shopping-items/check: a summed line of « Par rayon » checks all its rows at once. */
export function checkItems(db: Database, caller: HouseholdCaller, input: CheckInput) {
  return db.transaction((tx) => checkRows(tx, caller, input));
}

export interface ItemPatch {
  checked?: boolean;
  aisle?: Aisle;
  toFridge: boolean;
  inShop?: string;
}

/** PATCH /api/shopping-items/:id: moves the row to another aisle, checks it, or both. */
export function patchItem(db: Database, caller: HouseholdCaller, id: string, patch: ItemPatch) {
  return db.transaction(async (tx) => {
    let moved: ShoppingRow[] = [];
    if (patch.aisle) {
      moved = await tx
        .update(shoppingItems)
        .set({ aisle: patch.aisle, updatedAt: new Date() })
        .where(and(eq(shoppingItems.id, id), eq(shoppingItems.householdId, caller.householdId)))
        .returning();
      if (moved.length === 0) throw new AppError('NOT_FOUND');
    }
    if (patch.checked === undefined) return { items: moved, recipeCleared: false, fridge: [] };
    return checkRows(tx, caller, {
      ids: [id],
      checked: patch.checked,
      toFridge: patch.toFridge,
      ...(patch.inShop ? { inShop: patch.inShop } : {}),
    });
  });
}

/**
 * POST /api/shopping-items/store-checked (« Ranger les articles cochés dans le frigo »): the
 * rows among `ids` that are checked and not stored yet go into the fridge, once — two members
 * pressing it together store each row once (the update locks the rows it marks).
 */
export function storeCheckedItems(db: Database, caller: HouseholdCaller, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const items = await tx
      .update(shoppingItems)
      .set({ storedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          inArray(shoppingItems.id, [...ids]),
          eq(shoppingItems.householdId, caller.householdId),
          eq(shoppingItems.checked, true),
          isNull(shoppingItems.storedAt),
        ),
      )
      .returning();
    const fridge = await storeInFridge(
      tx,
      caller,
      items.map((item) => ({ ...item, unit: item.unit as ParsedUnit })),
    );
    return { items, fridge };
  });
}
