import { QUERY_KEYS } from '../../../lib/query-keys';
import { apiFetch } from '../../../lib/api-client';
import type { Unit } from '../../../../shared/constants';
import type { ShoppingItem } from '../lib/shopping';

export const SHOPPING_KEY = QUERY_KEYS.shoppingItems;

export async function fetchShoppingItems(signal?: AbortSignal): Promise<ShoppingItem[]> {
  const data = await apiFetch<{ items: ShoppingItem[] }>('/api/shopping-items', { signal });
  return data.items;
}

export function addShoppingItem(body: { name: string; quantity: string; unit: Unit }) {
  return apiFetch<{ items: ShoppingItem[] }>('/api/shopping-items', { method: 'POST', body });
}

export function setItemChecked(id: string, checked: boolean) {
  return apiFetch<{ item: ShoppingItem; recipeCleared: boolean }>(
    `/api/shopping-items/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: { checked } },
  );
}

export function deleteShoppingItem(id: string) {
  return apiFetch<{ ok: true }>(`/api/shopping-items/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function deleteCheckedItems() {
  return apiFetch<{ deleted: number }>('/api/shopping-items?checked=true', { method: 'DELETE' });
}
