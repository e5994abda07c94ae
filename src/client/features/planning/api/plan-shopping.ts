import type { ParsedUnit } from '../../../../shared/constants';
import type { PlanShoppingPreview } from '../../../../shared/planning';
import { apiFetch } from '../../../lib/api-client';

export interface PlanPeriod {
  from: string;
  to: string;
  includeStaples: boolean;
}

/**
 * Not under the planning's key: a change of the plan elsewhere must not refetch the preview
 * (and reset the lines) while the user edits it.
 */
export const planShoppingPreviewKey = ({ from, to, includeStaples }: PlanPeriod) =>
  ['plan-shopping-preview', from, to, includeStaples] as const;

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
