import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSigningOut } from '../../../lib/session-events';

/** Deletes the account and everything in it; the server ends the session. */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/api/account', { method: 'DELETE', body: { password } });
  // The session is gone on purpose: losing it now must not read as « session expired ».
  setSigningOut(true);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
