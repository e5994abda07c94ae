import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Preferences } from './preferences';
import { PREFERENCES_QUERY_KEY } from './preferences';

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
    queryClient.setQueryData<Preferences>(PREFERENCES_QUERY_KEY, (current) =>
      current ? { ...current, [setting]: value, ...(updatedAt && { updatedAt }) } : current,
    );

  return useMutation({
    scope: { id: 'fridge-settings' },
    mutationFn: ({ setting, value }: Change) =>
      apiFetch<Preferences>('/api/preferences', { method: 'PATCH', body: { [setting]: value } }),
    onMutate: async ({ setting, value }) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY)?.[setting];
      setSetting(setting, value);
      return { previous: previous ?? !value };
    },
    onError: (_error, { setting }, context) => {
      if (context) setSetting(setting, context.previous);
    },
    onSuccess: (saved, { setting }) => setSetting(setting, saved[setting], saved.updatedAt),
  });
}
