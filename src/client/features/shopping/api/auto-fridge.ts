import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** The part of GET /api/preferences the list needs (the cache holds the whole answer). */
interface Preferences {
  autoFridge: boolean;
}

const fetchPreferences = (signal?: AbortSignal) =>
  apiFetch<Preferences>('/api/preferences', { signal });

/** « Ranger automatiquement dans le frigo »: false until the preferences are known. */
export function useAutoFridge() {
  const query = useQuery({
    queryKey: QUERY_KEYS.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
    select: (preferences) => preferences.autoFridge,
  });
  return { autoFridge: query.data ?? false, known: query.isSuccess };
}

export function useSetAutoFridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoFridge: boolean) =>
      apiFetch<Preferences>('/api/preferences', { method: 'PATCH', body: { autoFridge } }),
    onSuccess: (preferences) => queryClient.setQueryData(QUERY_KEYS.preferences, preferences),
  });
}
