import { QUERY_KEYS } from '../../../lib/query-keys';
import { apiFetch } from '../../../lib/api-client';
import type { DishType } from '../../../../shared/constants';

export interface PlannedMeal {
  id: string;
  recipeId: string | null;
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: DishType;
  createdAt: string;
}

export interface NewPlannedMeal {
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: DishType;
  recipeId: string | null;
}

export const PLANNED_MEALS_KEY = QUERY_KEYS.plannedMeals;

export async function fetchPlannedMeals(signal?: AbortSignal): Promise<PlannedMeal[]> {
  const answer = await apiFetch<{ items: PlannedMeal[] }>('/api/planned-meals', { signal });
  return answer.items;
}

export function createPlannedMeal(meal: NewPlannedMeal): Promise<PlannedMeal> {
  return apiFetch<PlannedMeal>('/api/planned-meals', { method: 'POST', body: meal });
}

export function deletePlannedMeal(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/planned-meals/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
