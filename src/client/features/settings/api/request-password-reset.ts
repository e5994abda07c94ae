import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Mails the signed-in user a link to choose a new password. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
