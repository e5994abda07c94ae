import { queryOptions } from '@tanstack/react-query';
import type { ItemList } from '../../../shared/api';
import type { Eater } from '../../../shared/eaters';
import type { HouseholdSettings } from '../../../shared/portions';
import { ApiError, apiFetch } from '../../lib/api-client';
import { QUERY_KEYS } from '../../lib/query-keys';

export async function fetchEaters(signal?: AbortSignal): Promise<Eater[]> {
  const answer = await apiFetch<ItemList<Eater>>('/api/household/eaters', { signal });
  return answer.items;
}

/**
 * Who may eat at the household's table. Asked again each time a page shows the choice: a
 * person added in the settings a moment ago is there.
 */
export const eatersQuery = queryOptions({
  queryKey: QUERY_KEYS.eaters,
  queryFn: ({ signal }) => fetchEaters(signal),
  staleTime: 0,
  retry: false,
});

/**
 * The server refused who eats: someone chosen left the household meanwhile. Reading the
 * household again puts the choice right (a page's next request then follows it).
 */
export const isStaleEatersError = (error: unknown) =>
  error instanceof ApiError && error.code === 'EATERS_NOT_IN_HOUSEHOLD';

/**
 * The household's « Portion enfant » (GET /api/household/settings): how « Qui mange ? » and the
 * recipes count a child's portion. Read where the portions are counted on the page.
 */
export const householdSettingsQuery = queryOptions({
  queryKey: QUERY_KEYS.householdSettings,
  queryFn: ({ signal }) => apiFetch<HouseholdSettings>('/api/household/settings', { signal }),
});
