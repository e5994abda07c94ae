import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Mails a new confirmation link to the address. */
export function resendVerification({ email }: { email: string }): Promise<unknown> {
  return apiFetch('/api/auth/send-verification-email', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
