import { apiFetch } from '../../../lib/api-client';
import type { DishType } from '../../../../shared/constants';

export interface Favorite {
  id: string;
  recipeId: string;
  recipeTitle: string;
  recipeImage: string | null;
  description: string | null;
  preparationTime: number | null;
  servings: number | null;
  difficulty: string | null;
  ingredients: string[];
  instructions: string[];
  type: DishType;
  createdAt: string;
}

export async function fetchFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  const answer = await apiFetch<{ items: Favorite[] }>('/api/favorites', { signal });
  return answer.items;
}

export function deleteFavorite(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/favorites/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
