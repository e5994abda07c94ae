import { QUERY_KEYS } from '../../../lib/query-keys';
import type { InventoryItemInput, InventoryItemPatch } from '../../../../shared/inventory';
import { apiFetch } from '../../../lib/api-client';
import type { InventoryItem } from '../lib/inventory';

export const INVENTORY_KEY = QUERY_KEYS.inventoryItems;

export async function fetchInventoryItems(signal?: AbortSignal): Promise<InventoryItem[]> {
  const data = await apiFetch<{ items: InventoryItem[] }>('/api/inventory-items', { signal });
  return data.items;
}

export function addInventoryItem(body: InventoryItemInput) {
  return apiFetch<InventoryItem>('/api/inventory-items', { method: 'POST', body });
}

export function deleteInventoryItem(id: string) {
  return apiFetch<{ ok: true }>(`/api/inventory-items/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function updateInventoryItem(id: string, body: InventoryItemPatch) {
  return apiFetch<InventoryItem>(`/api/inventory-items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}
