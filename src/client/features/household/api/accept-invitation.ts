import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import type { Me } from '../../../lib/me';
import { meQueryOptions } from '../../../lib/me';
import { removeSessionQueriesButInvitation } from './invitation-preview';

/** POST /api/household/invitations/accept: the signed-in invitee joins the household. */
export async function acceptInvitation(token: string): Promise<void> {
  await apiFetch<{ ok: true }>('/api/household/invitations/accept', {
    method: 'POST',
    body: { token },
  });
}

/**
 * Joins the household, then reads GET /api/me afresh: it says where the new member goes
 * (the questionnaire when they have not answered it yet, else the dashboard).
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<Me> => {
      await acceptInvitation(token);
      // The list, plan and fridge cached so far were the previous household's.
      removeSessionQueriesButInvitation(queryClient);
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (!me) throw new ApiError(401, 'UNAUTHENTICATED', i18n.t('apiErrors.unexpected'));
      return me;
    },
  });
}
