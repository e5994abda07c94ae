import type { ParsedUnit } from '../../../../shared/constants';
import type { PlanShoppingPreview } from '../../../../shared/planning';
import { apiFetch } from '../../../lib/api-client';

export interface PlanPeriod {
  from: string;
  to: string;
  includeStaples: boolean;
}

export function fetchPlanShoppingPreview(
  period: PlanPeriod,
  signal?: AbortSignal,
): Promise<PlanShoppingPreview> {
  return apiFetch<PlanShoppingPreview>('/api/planned-meals/shopping-preview', {
    method: 'POST',
    body: period,
    signal,
  });
}

export interface PlanShoppingItem {
  name: string;
  quantity: string;
  unit: ParsedUnit;
}

/** The lines the user kept, in one request, grouped on the list under the period. */
export function addPlanToShoppingList(
  group: { id: string; title: string },
  items: PlanShoppingItem[],
) {
  return apiFetch<{ items: unknown[] }>('/api/shopping-items', {
    method: 'POST',
    body: { source: 'plan', recipeId: group.id, recipeTitle: group.title, items },
  });
}
