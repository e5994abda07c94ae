import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { apiFetch } from '../../../lib/api-client';
import {
  canSendNow,
  noNetwork,
  sendOrQueue,
  withPending,
} from '../../../lib/offline/send-or-queue';
import { parseAmount } from '../../../../shared/quantities';
import type { ItemList } from '../../../../shared/api';
import type { Unit } from '../../../../shared/constants';
import type { Aisle } from '../../../../shared/food/types';
import type { InventoryItem } from '../../../../shared/inventory';
import type {
  CheckedItemsDeleted,
  ShoppingItemChanged,
  ShoppingItemsChecked,
} from '../../../../shared/shopping';
import type { ShoppingItem } from '../lib/shopping';

/** The list as the server has it, with the changes still waiting on this device applied. */
export async function fetchShoppingItems(signal?: AbortSignal): Promise<ShoppingItem[]> {
  const data = await apiFetch<ItemList<ShoppingItem>>('/api/shopping-items', { signal });
  return withPending(QUERY_KEYS.shoppingItems, data.items);
}

const itemPath = (id: string) => `/api/shopping-items/${encodeURIComponent(id)}`;

/**
 * Adds an item typed by hand, with an id chosen here: sent again after a lost answer (or from
 * the outbox), it is still one item. Offline, it shows at once and waits in the outbox.
 */
export function addShoppingItem(
  queryClient: QueryClient,
  item: { name: string; quantity: string; unit: Unit },
) {
  const body = { id: crypto.randomUUID(), source: 'manual' as const, ...item };
  const preview: ShoppingItem = {
    ...body,
    checked: false,
    amount: parseAmount(item.quantity),
    ingredientId: null,
    // Popote files it under its aisle once the server has it.
    aisle: 'autre',
    source: 'manual',
    recipeId: null,
    recipeTitle: null,
    plannedMealIds: [],
    createdAt: new Date().toISOString(),
  };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/shopping-items',
      body,
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'add', item: { ...preview } },
    },
    () => apiFetch<ItemList<ShoppingItem>>('/api/shopping-items', { method: 'POST', body }),
  );
}

/**
 * Checks or unchecks rows: one row through its own address, a summed line's rows in one
 * request (all or none). `toFridge` also puts them into the fridge in the same request.
 */
export function setItemsChecked(
  queryClient: QueryClient,
  ids: string[],
  checked: boolean,
  toFridge = false,
) {
  const fridge = toFridge ? { toFridge: true } : {};
  const request =
    ids.length === 1
      ? { method: 'PATCH' as const, path: itemPath(ids[0]!), body: { checked, ...fridge } }
      : {
          method: 'POST' as const,
          path: '/api/shopping-items/check',
          body: { ids, checked, ...fridge },
        };
  return sendOrQueue(
    queryClient,
    {
      ...request,
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'update', ids, changes: { checked } },
    },
    () =>
      apiFetch<ShoppingItemChanged | ShoppingItemsChecked>(request.path, {
        method: request.method,
        body: request.body,
      }),
  );
}

export function moveItem(id: string, aisle: Aisle) {
  return apiFetch<ShoppingItemChanged>(itemPath(id), { method: 'PATCH', body: { aisle } });
}

/** « Ranger dans le frigo » after the check: from the rows as the page kept them. */
export function putInFridge(items: ShoppingItem[]) {
  return apiFetch<ItemList<InventoryItem>>('/api/shopping-items/to-fridge', {
    method: 'POST',
    body: {
      items: items.map(({ name, quantity, unit, aisle }) => ({ name, quantity, unit, aisle })),
    },
  });
}

export function deleteShoppingItem(queryClient: QueryClient, id: string) {
  return sendOrQueue(
    queryClient,
    {
      method: 'DELETE',
      path: itemPath(id),
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'remove', ids: [id] },
    },
    () => apiFetch<{ ok: true }>(itemPath(id), { method: 'DELETE' }),
  );
}

/**
 * « Supprimer cochés ». Offline, the rows checked on this device's list leave it one by one
 * (queued), so that an item another member checked meanwhile is not deleted unseen.
 */
export async function deleteCheckedItems(queryClient: QueryClient, checkedIds: string[]) {
  if (canSendNow()) {
    try {
      return await apiFetch<CheckedItemsDeleted>('/api/shopping-items?checked=true', {
        method: 'DELETE',
      });
    } catch (error) {
      if (!noNetwork(error)) throw error;
    }
  }
  for (const id of checkedIds) await deleteShoppingItem(queryClient, id);
  return { deleted: checkedIds.length };
}
