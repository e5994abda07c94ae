import { QUERY_KEYS } from '../../../lib/query-keys';
import { apiFetch } from '../../../lib/api-client';
import type { Unit } from '../../../../shared/constants';
import type { Aisle } from '../../../../shared/food/types';
import type { ShoppingItem } from '../lib/shopping';

export const SHOPPING_KEY = QUERY_KEYS.shoppingItems;

/** An item the list put into the fridge (the fridge page shows it in full). */
export interface StoredItem {
  id: string;
  name: string;
  expirationDate: string | null;
}

export interface CheckAnswer {
  /** A recipe's rows were all checked, so they left the list. */
  recipeCleared: boolean;
  /** What was put into the fridge with the check. */
  fridge: StoredItem[];
}

export async function fetchShoppingItems(signal?: AbortSignal): Promise<ShoppingItem[]> {
  const data = await apiFetch<{ items: ShoppingItem[] }>('/api/shopping-items', { signal });
  return data.items;
}

export function addShoppingItem(body: { name: string; quantity: string; unit: Unit }) {
  return apiFetch<{ items: ShoppingItem[] }>('/api/shopping-items', { method: 'POST', body });
}

const itemPath = (id: string) => `/api/shopping-items/${encodeURIComponent(id)}`;

/**
 * Checks or unchecks rows: one row through its own address, a summed line's rows in one
 * request (all or none). `toFridge` also puts them into the fridge in the same request.
 */
export function setItemsChecked(
  ids: string[],
  checked: boolean,
  toFridge = false,
): Promise<CheckAnswer> {
  const fridge = toFridge ? { toFridge: true } : {};
  if (ids.length === 1) {
    return apiFetch<CheckAnswer>(itemPath(ids[0]!), {
      method: 'PATCH',
      body: { checked, ...fridge },
    });
  }
  return apiFetch<CheckAnswer>('/api/shopping-items/check', {
    method: 'POST',
    body: { ids, checked, ...fridge },
  });
}

export function moveItem(id: string, aisle: Aisle) {
  return apiFetch<{ item: ShoppingItem }>(itemPath(id), { method: 'PATCH', body: { aisle } });
}

/** « Ranger dans le frigo » after the check: from the rows as the page kept them. */
export function putInFridge(items: ShoppingItem[]) {
  return apiFetch<{ items: StoredItem[] }>('/api/shopping-items/to-fridge', {
    method: 'POST',
    body: {
      items: items.map(({ name, quantity, unit, aisle }) => ({ name, quantity, unit, aisle })),
    },
  });
}

export function deleteShoppingItem(id: string) {
  return apiFetch<{ ok: true }>(itemPath(id), { method: 'DELETE' });
}

export function deleteCheckedItems() {
  return apiFetch<{ deleted: number }>('/api/shopping-items?checked=true', { method: 'DELETE' });
}
