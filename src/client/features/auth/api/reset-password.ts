import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { forgetUser } from '../../../lib/me';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

/** Sets a new password; the server ends every session of the user, so the cache forgets them. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => forgetUser(queryClient),
  });
}
