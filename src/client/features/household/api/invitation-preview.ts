import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../../shared/household';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { InvitationPreview };

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
    queryKey: [...QUERY_KEYS.invitationPreview, token],
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
      queryKey[0] !== QUERY_KEYS.me[0] && queryKey[0] !== QUERY_KEYS.invitationPreview[0],
  });
}
