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
