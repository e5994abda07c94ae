import type { ItemList } from '../../../../shared/api';
import type {
  PlannedMealBatch,
  WeekPlanInput,
  WeekPlanProposal,
} from '../../../../shared/week-plan';
import { apiFetch } from '../../../lib/api-client';
import type { PlannedMeal } from './planned-meals';

/** « Planifier ma semaine »: a recipe for each chosen meal; nothing is written yet. */
export function proposeWeek(input: WeekPlanInput, signal?: AbortSignal): Promise<WeekPlanProposal> {
  return apiFetch<WeekPlanProposal>('/api/planned-meals/week-proposal', {
    method: 'POST',
    body: input,
    signal,
  });
}

/** « Tout ajouter »: the meals in one request, all or none. */
export async function addPlannedMeals(batch: PlannedMealBatch): Promise<PlannedMeal[]> {
  const answer = await apiFetch<ItemList<PlannedMeal>>('/api/planned-meals/batch', {
    method: 'POST',
    body: batch,
  });
  return answer.items;
}
