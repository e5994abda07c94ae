import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { PreferencesPatch } from './preferences';
import { PREFERENCES_QUERY_KEY, updatePreferences } from './preferences';
import type { ProfileInput } from './profile';
import { PROFILE_QUERY_KEY, updateProfile } from './profile';

export interface SettingsInput {
  profile: ProfileInput;
  preferences: PreferencesPatch;
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
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences);
    },
    onSettled: () => {
      // « Ma famille » and « Qui mange ? » show the household's restrictions and foods to avoid.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdRestrictions });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
