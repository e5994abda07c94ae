import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearOfflineData } from '../../../lib/offline/storage';
import { setSigningOut } from '../../../lib/session-events';
import { signOut } from '../../auth/api/sign-out';
import { removeSessionQueriesButInvitation } from '../api/invitation-preview';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * Signs out from the invitation page, which stays open and then shows what a visitor sees.
 * Unlike the app's sign-out, a failure is shown: signed in with the wrong account, the
 * invitee could not go on.
 */
export function useInvitationSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Losing the session now is no expiry (see lib/me.ts).
      setSigningOut(true);
      try {
        await signOut();
        removeSessionQueriesButInvitation(queryClient);
        queryClient.setQueryData(QUERY_KEYS.me, null);
        clearOfflineData();
      } finally {
        setSigningOut(false);
      }
    },
  });
}
