import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { ItemList } from '../../../../shared/api';
import type { InventoryItemInput, InventoryItemPatch } from '../../../../shared/inventory';
import { apiFetch } from '../../../lib/api-client';
import { sendOrQueue, withPending } from '../../../lib/offline/send-or-queue';
import type { InventoryItem } from '../lib/inventory';

const itemPath = (id: string) => `/api/inventory-items/${encodeURIComponent(id)}`;

/** The fridge as the server has it, with the changes still waiting on this device applied. */
export async function fetchInventoryItems(signal?: AbortSignal): Promise<InventoryItem[]> {
  const data = await apiFetch<ItemList<InventoryItem>>('/api/inventory-items', { signal });
  return withPending(QUERY_KEYS.inventoryItems, data.items);
}

/** Adds an item with an id chosen here: sent twice (a lost answer, the outbox), still one item. */
export function addInventoryItem(queryClient: QueryClient, item: InventoryItemInput) {
  const body = { ...item, id: crypto.randomUUID() };
  const preview: InventoryItem = {
    id: body.id,
    name: item.name.trim(),
    quantity: item.quantity ?? 1,
    unit: item.unit ?? 'unité',
    expirationDate: item.expirationDate || null,
    category: item.category ?? 'Autre',
    location: item.location ?? 'fridge',
    // Popote recognises the ingredient once the server has it.
    ingredientId: null,
    createdAt: new Date().toISOString(),
  };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/inventory-items',
      body,
      queryKey: QUERY_KEYS.inventoryItems,
      effect: { type: 'add', item: { ...preview } },
    },
    () => apiFetch<InventoryItem>('/api/inventory-items', { method: 'POST', body }),
  );
}

export function deleteInventoryItem(queryClient: QueryClient, id: string) {
  return sendOrQueue(
    queryClient,
    {
      method: 'DELETE',
      path: itemPath(id),
      queryKey: QUERY_KEYS.inventoryItems,
      effect: { type: 'remove', ids: [id] },
    },
    () => apiFetch<{ ok: true }>(itemPath(id), { method: 'DELETE' }),
  );
}

export function updateInventoryItem(
  queryClient: QueryClient,
  id: string,
  body: InventoryItemPatch,
) {
  const changes: Record<string, unknown> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.quantity !== undefined) changes.quantity = body.quantity;
  if (body.unit !== undefined) changes.unit = body.unit;
  if (body.category !== undefined) changes.category = body.category;
  if (body.location !== undefined) changes.location = body.location;
  if (body.expirationDate !== undefined) changes.expirationDate = body.expirationDate || null;
  return sendOrQueue(
    queryClient,
    {
      method: 'PATCH',
      path: itemPath(id),
      body,
      queryKey: QUERY_KEYS.inventoryItems,
      effect: { type: 'update', ids: [id], changes },
    },
    () => apiFetch<InventoryItem>(itemPath(id), { method: 'PATCH', body }),
  );
}

/**
 * « Annuler » after a delete: the same items come back, where they were. Offline (or behind a
 * delete still waiting), it waits in the outbox.
 */
export function restoreInventoryItems(queryClient: QueryClient, items: InventoryItem[]) {
  const body = { ids: items.map((item) => item.id) };
  return sendOrQueue(
    queryClient,
    {
      method: 'POST',
      path: '/api/inventory-items/restore',
      body,
      queryKey: QUERY_KEYS.inventoryItems,
      effect: { type: 'restore', items: items.map((item) => ({ ...item })) },
    },
    () =>
      apiFetch<ItemList<InventoryItem>>('/api/inventory-items/restore', { method: 'POST', body }),
  );
}
