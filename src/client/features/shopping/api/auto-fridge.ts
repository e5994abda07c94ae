import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { preferencesQueryOptions, updatePreferences } from '../../onboarding/api/preferences';

/** « Ranger automatiquement dans le frigo »: false until the preferences are known. */
export function useAutoFridge() {
  const query = useQuery({
    ...preferencesQueryOptions(),
    select: (preferences) => preferences.autoFridge,
  });
  return { autoFridge: query.data ?? false, known: query.isSuccess };
}

export function useSetAutoFridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoFridge: boolean) => updatePreferences({ autoFridge }),
    onSuccess: (preferences) => queryClient.setQueryData(QUERY_KEYS.preferences, preferences),
  });
}
