import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Mails a link to /auth/reset-password?token=… to a registered address (the sign-in page, the settings). */
export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return apiFetch('/api/auth/password-reset', { method: 'POST', body: { email: email.trim() } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
