import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SettingsPreferencesPatch } from '../../onboarding/api/preferences';
import { updatePreferences } from '../../onboarding/api/preferences';
import type { ProfileInput } from './profile';
import { updateProfile } from './profile';

export interface SettingsInput {
  profile: ProfileInput;
  preferences: SettingsPreferencesPatch;
}

/**
 * The page's one save button: the profile and the preferences together. The signed-in
 * user is refreshed too, so the name and avatar of the user menu follow.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, preferences }: SettingsInput) => {
      const [savedProfile, savedPreferences] = await Promise.all([
        updateProfile(profile),
        updatePreferences(preferences),
      ]);
      return { profile: savedProfile, preferences: savedPreferences };
    },
    onSuccess: ({ profile, preferences }) => {
      queryClient.setQueryData(QUERY_KEYS.profile, profile);
      queryClient.setQueryData(QUERY_KEYS.preferences, preferences);
    },
    onSettled: () => {
      // « Ma famille » and « Qui mange ? » show the household's restrictions and foods to avoid.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdRestrictions });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
      return queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
    },
  });
}
