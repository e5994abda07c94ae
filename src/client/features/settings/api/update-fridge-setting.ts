import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { Preferences } from '../../onboarding/api/preferences';
import { updatePreferences } from '../../onboarding/api/preferences';

/** The switches of « Frigo et courses », each saved on its own. */
export type FridgeSetting = 'autoFridge' | 'expiryDigest';

interface Change {
  setting: FridgeSetting;
  value: boolean;
}

/**
 * PATCH /api/preferences with one switch, at once: the switch moves before the answer and
 * moves back if the save fails. Saves run one after the other, so the last click wins.
 */
export function useUpdateFridgeSetting() {
  const queryClient = useQueryClient();
  const setSetting = (setting: FridgeSetting, value: boolean, updatedAt?: string) =>
    queryClient.setQueryData<Preferences>(QUERY_KEYS.preferences, (current) =>
      current ? { ...current, [setting]: value, ...(updatedAt && { updatedAt }) } : current,
    );

  return useMutation({
    scope: { id: 'fridge-settings' },
    mutationFn: ({ setting, value }: Change) => updatePreferences({ [setting]: value }),
    onMutate: async ({ setting, value }) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEYS.preferences });
      const previous = queryClient.getQueryData<Preferences>(QUERY_KEYS.preferences)?.[setting];
      setSetting(setting, value);
      return { previous: previous ?? !value };
    },
    onError: (_error, { setting }, context) => {
      if (context) setSetting(setting, context.previous);
    },
    onSuccess: (saved, { setting }) => setSetting(setting, saved[setting], saved.updatedAt),
  });
}
