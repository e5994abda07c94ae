import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConcernedPerson,
  HouseholdRestriction,
  HouseholdRestrictionInput,
  HouseholdRestrictions,
  RestrictionConcerns,
} from '../../../../shared/household-restrictions';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type {
  ConcernedPerson,
  HouseholdRestriction,
  HouseholdRestrictionInput,
  HouseholdRestrictions,
  RestrictionConcerns,
};

/**
 * GET /api/household/restrictions: every restriction, allergy and avoided food of the household
 * with who it concerns, and the people it may concern.
 */
export function householdRestrictionsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.householdRestrictions,
    queryFn: ({ signal }) =>
      apiFetch<HouseholdRestrictions>('/api/household/restrictions', { signal }),
  });
}

/** PUT /api/household/restrictions: who it concerns (`concerns: []` removes it); the new list. */
export function setHouseholdRestriction(
  input: HouseholdRestrictionInput,
): Promise<HouseholdRestrictions> {
  return apiFetch<HouseholdRestrictions>('/api/household/restrictions', {
    method: 'PUT',
    body: input,
  });
}

/**
 * Adds, changes or removes a restriction. The answer is the new list; the settings'
 * « Tout le foyer » lists, the people's own lists and « Qui mange ? » follow.
 */
export function useSetHouseholdRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHouseholdRestriction,
    onSuccess: (answer) => queryClient.setQueryData(QUERY_KEYS.householdRestrictions, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdRestrictions }),
    // In the background: the dialog closes as soon as the list is saved.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.household, exact: true });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdPeople });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.preferences });
    },
  });
}
