import { apiFetch } from '../../../lib/api-client';
import type { ItemList } from '../../../../shared/api';
import type { DishType } from '../../../../shared/constants';
import type {
  LeftoversPlanned,
  MealCooked,
  MealUncooked,
  PlannedMeal,
  PlannedMealPatch,
} from '../../../../shared/planning';

export type { PlannedMeal };

/** The recipe sent with a meal: only its lines; the server reads them itself. */
export interface NewPlannedRecipe {
  servings: number;
  description: string;
  ingredients: string[];
  instructions: string[];
}

export interface NewPlannedMeal {
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: DishType;
  recipeId: string | null;
  recipe?: NewPlannedRecipe;
  /** Who eats (« Qui mange ? »); absent: everyone at the household's table. */
  eaters?: string[];
  /** The portions the quantities are for, and how many people are children (decision 0023). */
  portions?: number;
  children?: number;
}

const mealPath = (id: string) => `/api/planned-meals/${encodeURIComponent(id)}`;

export async function fetchPlannedMeals(signal?: AbortSignal): Promise<PlannedMeal[]> {
  const answer = await apiFetch<ItemList<PlannedMeal>>('/api/planned-meals', { signal });
  return answer.items;
}

export function createPlannedMeal(meal: NewPlannedMeal): Promise<PlannedMeal> {
  return apiFetch<PlannedMeal>('/api/planned-meals', { method: 'POST', body: meal });
}

export function deletePlannedMeal(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(mealPath(id), { method: 'DELETE' });
}

/** Another number of portions for a meal: its quantities follow, its people stay. */
export function setMealPortions(id: string, portions: number): Promise<PlannedMeal> {
  return apiFetch<PlannedMeal>(mealPath(id), { method: 'PATCH', body: { portions } });
}

/** « Modifier »: another day, time or number of people (the list rows bought for it follow it). */
export function editPlannedMeal(id: string, patch: PlannedMealPatch): Promise<PlannedMeal> {
  return apiFetch<PlannedMeal>(mealPath(id), { method: 'PATCH', body: patch });
}

/** « J'ai cuisiné ce plat »: its ingredients leave the fridge. */
export async function cookMeal(id: string): Promise<PlannedMeal> {
  const answer = await apiFetch<MealCooked>(`${mealPath(id)}/cooked`, {
    method: 'POST',
    body: {},
  });
  return answer.meal;
}

/** Undo « J'ai cuisiné ce plat »: the ingredients go back into the fridge. */
export async function uncookMeal(id: string): Promise<PlannedMeal> {
  const answer = await apiFetch<MealUncooked>(`${mealPath(id)}/uncooked`, {
    method: 'POST',
    body: {},
  });
  return answer.meal;
}

/** « Prévoir des restes pour… »: the dish, its leftover portions counted, and the new meal. */
export function planLeftovers(
  id: string,
  body: { date: string; time: string; portions: number },
): Promise<LeftoversPlanned> {
  return apiFetch<LeftoversPlanned>(`${mealPath(id)}/leftovers`, { method: 'POST', body });
}

/** « Annuler » after a meal was deleted: the same meal back, with its list rows (decision 0027). */
export function restorePlannedMeals(meals: PlannedMeal[]): Promise<ItemList<PlannedMeal>> {
  return apiFetch<ItemList<PlannedMeal>>('/api/planned-meals/restore', {
    method: 'POST',
    body: { ids: meals.map((meal) => meal.id) },
  });
}

/** The plan's order, as the server lists it: by date, then time, then when it was planned. */
export function inPlanOrder(meals: PlannedMeal[]): PlannedMeal[] {
  return [...meals].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}
