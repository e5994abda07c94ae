import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import i18n from '../../../lib/i18n-core';
import { removeSessionQueries } from '../../../lib/me';
import { QUERY_KEYS } from '../../../lib/query-keys';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

interface AuthAnswer {
  user?: { id: string; email: string } | null;
}

export async function signUp(input: SignUpInput): Promise<void> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const answer = await apiFetch<AuthAnswer | undefined>('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      email: input.email.trim(),
      password: input.password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
    },
    reportSessionExpiry: false,
  });
  if (!answer?.user) {
    throw new ApiError(500, 'SIGN_UP_FAILED', i18n.t('errors.signUpFailed', { ns: 'auth' }));
  }
}

/** Creates the account (the server signs the new user in) and refreshes the cached user. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      removeSessionQueries(queryClient);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me, refetchType: 'all' });
    },
  });
}
