import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdSettings, HouseholdSettingsInput } from '../../../../shared/portions';
import { householdSettingsQuery } from '../../../components/eaters/api';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { HouseholdSettings };
export { householdSettingsQuery };

/**
 * PUT /api/household/settings: the household's « Portion enfant » or « Suggérer aussi mes
 * recettes »; the settings as saved.
 */
export function saveHouseholdSettings(input: HouseholdSettingsInput): Promise<HouseholdSettings> {
  return apiFetch<HouseholdSettings>('/api/household/settings', { method: 'PUT', body: input });
}

/**
 * Changes « Portion enfant » or « Suggérer aussi mes recettes ». Shown at once; « Qui mange ? » counts with it, and the next
 * suggestions are scaled with it.
 */
export function useSaveHouseholdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHouseholdSettings,
    onMutate: (input) => {
      const before = queryClient.getQueryData<HouseholdSettings>(QUERY_KEYS.householdSettings);
      if (before) queryClient.setQueryData(QUERY_KEYS.householdSettings, { ...before, ...input });
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(QUERY_KEYS.householdSettings, answer),
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(QUERY_KEYS.householdSettings, context.before);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdSettings, exact: true }),
  });
}
