import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeToday } from '../../../../shared/home';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { HomeToday };

/** GET /api/home: the next meal, what to eat first, a new household's first steps. */
export function homeQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.home,
    queryFn: ({ signal }) => apiFetch<HomeToday>('/api/home', { signal }),
    // A summary, like the counts: a failure is not worth a second wait.
    retry: false,
  });
}

export function useHomeToday() {
  return useQuery(homeQueryOptions());
}
