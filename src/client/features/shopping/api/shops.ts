import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ItemList } from '../../../../shared/api';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { Aisle } from '../../../../shared/food/types';
import type { ShoppingItem as ShoppingItemJson } from '../../../../shared/shopping';
import type { Shop } from '../../../../shared/shops';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { ShoppingItem } from '../lib/shopping';

export type { Shop };

/** The household's shops, by name. */
export function useShops() {
  return useQuery({
    queryKey: QUERY_KEYS.shops,
    queryFn: async ({ signal }) => (await apiFetch<ItemList<Shop>>('/api/shops', { signal })).items,
  });
}

export async function createShop(name: string) {
  return (await apiFetch<{ shop: Shop }>('/api/shops', { method: 'POST', body: { name } })).shop;
}

export async function updateShop(id: string, patch: { name?: string; aisleOrder?: Aisle[] }) {
  return (
    await apiFetch<{ shop: Shop }>(`/api/shops/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    })
  ).shop;
}

export function deleteShop(id: string) {
  return apiFetch<{ ok: true }>(`/api/shops/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Rows to buy in one shop (« au marché »), or anywhere (null); the list shows it at once. */
export async function markForShop(
  queryClient: QueryClient,
  rows: readonly ShoppingItem[],
  shopId: string | null,
) {
  const answer = await apiFetch<ItemList<ShoppingItemJson>>('/api/shopping-items/shop', {
    method: 'POST',
    body: { ids: rows.map((row) => row.id), shopId },
  });
  const changed = new Map(answer.items.map((row) => [row.id, row.shopId]));
  queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) =>
    items?.map((row) => (changed.has(row.id) ? { ...row, shopId: changed.get(row.id)! } : row)),
  );
}

// The shop this device shops in: each member shops where they are, so it stays on the device.
const listeners = new Set<() => void>();
/** Without storage (private browsing), the choice lasts as long as the page. */
let unstored: string | null = null;
const readChosen = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.listShop);
  } catch {
    return unstored;
  }
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.listShop) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Whether this device shops in a chosen shop: the list then opens « Par rayon ». */
export const shopsInAShop = () => readChosen() !== null;

/** The shop chosen on this device among `shops` (none when it was deleted), and how to change it. */
export function useChosenShop(shops: readonly Shop[] | undefined) {
  const id = useSyncExternalStore(subscribe, readChosen, () => null);
  const choose = useCallback((next: string | null) => {
    unstored = next;
    try {
      if (next) localStorage.setItem(STORAGE_KEYS.listShop, next);
      else localStorage.removeItem(STORAGE_KEYS.listShop);
    } catch {
      // Kept in `unstored`.
    }
    for (const listener of listeners) listener();
  }, []);
  return [shops?.find((shop) => shop.id === id) ?? null, choose] as const;
}
