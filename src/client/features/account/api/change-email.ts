import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ChangeEmailInput {
  newEmail: string;
  currentPassword: string;
}

/** Mails a confirmation link to the new address; the change happens when it is opened. */
export function changeEmail(input: ChangeEmailInput): Promise<unknown> {
  return apiFetch('/api/account/email', { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
