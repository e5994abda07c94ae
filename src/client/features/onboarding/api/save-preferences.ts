import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../../../shared/routes';
import { type Me } from '../../../lib/me';
import { savePreferences } from './preferences';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * Saves the questionnaire. The cached user is only marked stale: refetching it here would
 * let the onboarding gate redirect before the page moves on; the next page refetches it.
 * Its destination is updated at once, though: a member of a subscribed household goes on to
 * the dashboard, and the gates must not send them back to the questionnaire meanwhile.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => {
      queryClient.setQueryData<Me | null>(QUERY_KEYS.me, (me) =>
        me?.subscription.active
          ? { ...me, hasPreferences: true, destination: PATHS.dashboard }
          : me,
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me, refetchType: 'none' });
    },
  });
}
