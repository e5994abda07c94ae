import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HouseholdInvitation,
  HouseholdMember,
  HouseholdOverview,
} from '../../../../shared/household';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { HouseholdInvitation, HouseholdMember, HouseholdOverview };

/** GET /api/household: the members, the caller's role and the pending invitations. */
export function householdQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.household,
    queryFn: ({ signal }) => apiFetch<HouseholdOverview>('/api/household', { signal }),
  });
}

function useHouseholdMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.household }),
  });
}

/** The owner mails an invitation to an address (a new link replaces a pending one). */
export function useInviteMember() {
  return useHouseholdMutation((email: string) =>
    apiFetch<HouseholdInvitation>('/api/household/invitations', {
      method: 'POST',
      body: { email },
    }),
  );
}

/** The owner cancels a pending invitation. */
export function useRevokeInvitation() {
  return useHouseholdMutation((id: string) =>
    apiFetch(`/api/household/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/**
 * The owner removes a member, or a member leaves (their own id). Leaving changes the user's
 * household and access: everything cached is read again.
 */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) =>
      apiFetch(`/api/household/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: (_data, _error, { leaving }) =>
      leaving
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: QUERY_KEYS.household }),
  });
}
