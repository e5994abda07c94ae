import { QUERY_KEYS } from '../../../lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../shared/dashboard';
import { apiFetch } from '../../../lib/api-client';

/** The dashboard's counts (GET /api/stats). */
export type Stats = DashboardStats;

/** GET /api/stats. A failure is only logged (specification, section 8): no number shows. */
export async function getStats(signal?: AbortSignal): Promise<Stats> {
  try {
    return await apiFetch<Stats>('/api/stats', { signal });
  } catch (error) {
    if (!signal?.aborted) console.warn('Loading the dashboard statistics failed', error);
    throw error;
  }
}

export function statsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.stats,
    queryFn: ({ signal }) => getStats(signal),
    // Counts are a summary: a failure is not worth a second wait.
    retry: false,
  });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
