import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import {
  preferencesQueryOptions,
  updatePreferences,
  type Preferences,
} from '../../onboarding/api/preferences';

/** « Ranger automatiquement dans le frigo »: false until the preferences are known. */
export function useAutoFridge() {
  const query = useQuery({
    ...preferencesQueryOptions(),
    select: (preferences) => preferences.autoFridge,
  });
  return { autoFridge: query.data ?? false, known: query.isSuccess };
}

/**
 * Sets the preference in the same instant as the click: the switch and the ticks that follow
 * read the same value (a tick sent before the answer stores the item too), and a refused save
 * brings the previous value back.
 */
export function useSetAutoFridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoFridge: boolean) => updatePreferences({ autoFridge }),
    onMutate: async (autoFridge) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEYS.preferences });
      const previous = queryClient.getQueryData<Preferences>(QUERY_KEYS.preferences);
      if (previous)
        queryClient.setQueryData<Preferences>(QUERY_KEYS.preferences, { ...previous, autoFridge });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(QUERY_KEYS.preferences, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(QUERY_KEYS.preferences, preferences),
  });
}
