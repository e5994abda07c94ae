import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { sendOrQueue, withPending } from '../../../lib/offline/send-or-queue';
import { parseAmount } from '../../../../shared/quantities';
import type { ItemList } from '../../../../shared/api';
import type { Unit } from '../../../../shared/constants';
import type { Aisle } from '../../../../shared/food/types';
import type { InventoryItem } from '../../../../shared/inventory';
import type {
  CheckedItemsDeleted,
  CheckedItemsStored,
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
    stored: false,
    amount: parseAmount(item.quantity),
    ingredientId: null,
    // Popote files it under its aisle once the server has it.
    aisle: 'autre',
    source: 'manual',
    recipeId: null,
    recipeTitle: null,
    plannedMealIds: [],
    shopId: null,
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
  /** The shop where they were ticked: its aisle order learns from it. */
  inShop: string | null = null,
) {
  const fridge = {
    ...(toFridge ? { toFridge: true } : {}),
    ...(checked && inShop ? { inShop } : {}),
  };
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
 * « Supprimer cochés »: the checked rows this page shows, by id — never a row another member
 * checked meanwhile that has not reached this page. Offline, it waits in the outbox.
 */
export function deleteCheckedItems(queryClient: QueryClient, checkedIds: string[]) {
  const body = { ids: checkedIds };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/shopping-items/delete-checked',
      body,
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'remove', ids: checkedIds },
    },
    () =>
      apiFetch<CheckedItemsDeleted>('/api/shopping-items/delete-checked', {
        method: 'POST',
        body,
      }),
  );
}

/**
 * « Ranger les articles cochés dans le frigo »: the checked rows not stored yet that this page
 * shows; the server stores each once. Offline, they show as stored and wait in the outbox.
 */
export function storeCheckedItems(queryClient: QueryClient, ids: string[]) {
  const body = { ids };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/shopping-items/store-checked',
      body,
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'update', ids, changes: { stored: true } },
    },
    () =>
      apiFetch<CheckedItemsStored>('/api/shopping-items/store-checked', { method: 'POST', body }),
  );
}

/**
 * « Annuler » after a delete: the same rows come back, where they were. Offline (or after the
 * delete still waiting), it waits in the outbox behind the delete.
 */
export function restoreShoppingItems(queryClient: QueryClient, items: ShoppingItem[]) {
  const body = { ids: items.map((item) => item.id) };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/shopping-items/restore',
      body,
      queryKey: QUERY_KEYS.shoppingItems,
      effect: { type: 'restore', items: items.map((item) => ({ ...item })) },
    },
    () => apiFetch<ItemList<ShoppingItem>>('/api/shopping-items/restore', { method: 'POST', body }),
  );
}
