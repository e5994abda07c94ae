import { apiFetch } from '../../../lib/api-client';
import type { ItemList } from '../../../../shared/api';
import type { Favorite } from '../../../../shared/favorites';

export type { Favorite };

export async function fetchFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  const answer = await apiFetch<ItemList<Favorite>>('/api/favorites', { signal });
  return answer.items;
}

export function deleteFavorite(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/favorites/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** « Annuler » after a favourite was removed: the same favourite back (decision 0027). */
export function restoreFavorites(items: Favorite[]): Promise<ItemList<Favorite>> {
  return apiFetch<ItemList<Favorite>>('/api/favorites/restore', {
    method: 'POST',
    body: { ids: items.map((item) => item.id) },
  });
}
