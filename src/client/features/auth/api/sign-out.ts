import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSigningOut } from '../../../lib/session-events';

/** Ends all the user's sessions on the server (the app's sign-out, and the invitation page's). */
export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {}, reportSessionExpiry: false });
}

/**
 * Signs out. A failure is not shown (specification: logout failures are only logged): the
 * user leaves anyway, and the app clears the cached user once they have left the signed-in
 * pages (see app/session-effects.tsx).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      setSigningOut(true);
      try {
        await signOut();
      } catch (error) {
        console.warn('Sign-out failed', error);
      }
    },
  });
}
