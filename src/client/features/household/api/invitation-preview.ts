import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../../shared/household';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';

export type { InvitationPreview };

export const INVITATION_PREVIEW_QUERY_KEY = ['invitation-preview'] as const;

/** GET /api/household/invitations/preview: who invites, and which address. No session needed. */
export function getInvitationPreview(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPreview> {
  const query = new URLSearchParams({ token }).toString();
  return apiFetch<InvitationPreview>(`/api/household/invitations/preview?${query}`, {
    signal,
    reportSessionExpiry: false,
  });
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...INVITATION_PREVIEW_QUERY_KEY, token],
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    // The invitation does not change while its page is open; accepting it is what ends it,
    // and a refetch then would show « déjà utilisée » on the way out.
    staleTime: Infinity,
    // A missing, used or expired invitation is an answer, not a failure.
    retry: false,
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery({ ...invitationPreviewQueryOptions(token ?? ''), enabled: token !== null });
}

/**
 * Forgets what the previous session cached (as `removeSessionQueries` does) but keeps the
 * invitation on screen: it belongs to no session, and loading it again would flash the page.
 */
export function removeSessionQueriesButInvitation(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] !== ME_QUERY_KEY[0] && queryKey[0] !== INVITATION_PREVIEW_QUERY_KEY[0],
  });
}
