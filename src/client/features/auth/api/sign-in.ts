import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import i18n from '../../../lib/i18n-core';
import type { Me } from '../../../lib/me';
import { meQueryOptions, removeSessionQueries } from '../../../lib/me';

export interface SignInInput {
  email: string;
  password: string;
}

interface AuthAnswer {
  user?: { id: string; email: string } | null;
}

export async function signIn({ email, password }: SignInInput): Promise<void> {
  const answer = await apiFetch<AuthAnswer | undefined>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password },
    reportSessionExpiry: false,
  });
  if (!answer?.user) {
    throw new ApiError(401, 'INVALID_CREDENTIALS', i18n.t('errors.signInNoUser', { ns: 'auth' }));
  }
}

/** Signs in, then reads GET /api/me (fresh) for the destination of the sign-in rule. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Me> => {
      await signIn(input);
      // Data of a previous user must not leak into this session.
      removeSessionQueries(queryClient);
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (!me) throw new ApiError(500, 'INTERNAL', i18n.t('errors.generic', { ns: 'auth' }));
      return me;
    },
  });
}
