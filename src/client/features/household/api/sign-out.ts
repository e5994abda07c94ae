import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';
import { clearOfflineData } from '../../../lib/offline/storage';
import { setSigningOut } from '../../../lib/session-events';
import { removeSessionQueriesButInvitation } from './invitation-preview';

/** Ends all the user's sessions on the server (the auth feature has its own, for its pages). */
export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {}, reportSessionExpiry: false });
}

/**
 * Signs out from the invitation page, which stays open and then shows what a visitor sees.
 * Unlike the app's sign-out, a failure is shown: signed in with the wrong account, the
 * invitee could not go on.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Losing the session now is no expiry (see lib/me.ts).
      setSigningOut(true);
      try {
        await signOut();
        removeSessionQueriesButInvitation(queryClient);
        queryClient.setQueryData(ME_QUERY_KEY, null);
        clearOfflineData();
      } finally {
        setSigningOut(false);
      }
    },
  });
}
