import type { ItemList } from '../../../../shared/api';
import type { PlanShoppingPreview, PlanShoppingPreviewInput } from '../../../../shared/planning';
import type { PlanShoppingItemsInput, ShoppingItem } from '../../../../shared/shopping';
import { apiFetch } from '../../../lib/api-client';

export function fetchPlanShoppingPreview(
  period: PlanShoppingPreviewInput,
  signal?: AbortSignal,
): Promise<PlanShoppingPreview> {
  return apiFetch<PlanShoppingPreview>('/api/planned-meals/shopping-preview', {
    method: 'POST',
    body: period,
    signal,
  });
}

/** The lines the user kept, in one request, grouped on the list under the period. */
export function addPlanToShoppingList(
  group: { id: string; title: string },
  items: PlanShoppingItemsInput['items'],
) {
  const body: PlanShoppingItemsInput = {
    source: 'plan',
    recipeId: group.id,
    recipeTitle: group.title,
    items,
  };
  return apiFetch<ItemList<ShoppingItem>>('/api/shopping-items', { method: 'POST', body });
}
