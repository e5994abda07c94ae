import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ItemList } from '../../../../shared/api';
import { RESTRICTION_VALUES } from '../../../../shared/constants';
import type { DietaryRestriction, Restriction } from '../../../../shared/constants';
import type { HouseholdPerson } from '../../../../shared/household-people';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { HouseholdPerson };

/** What the family form edits: the body of POST, and of PATCH /api/household/people/:id. */
export interface HouseholdPersonFields {
  firstName: string;
  child: boolean;
  /** Any of the 18 restrictions; none says « Aucune ». */
  dietaryRestrictions: Restriction[];
  avoidedFoods: string[];
  preferredFoods: string[];
  /** « N’aime pas »: ranks recipes lower, never excludes them. */
  dislikedFoods: string[];
}

/** GET /api/household/people: the household's people without an account, oldest first. */
export function householdPeopleQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.householdPeople,
    queryFn: async ({ signal }) =>
      (await apiFetch<ItemList<HouseholdPerson>>('/api/household/people', { signal })).items,
  });
}

/** The restrictions of a person the client knows (the server's list is typed as strings). */
export function knownRestrictions(values: readonly string[]): DietaryRestriction[] {
  return values.filter((value): value is DietaryRestriction =>
    (RESTRICTION_VALUES as readonly string[]).includes(value),
  );
}

/** A person's own restrictions, « Aucune » left out (none says it). */
export function personRestrictions(values: readonly string[]): Restriction[] {
  return knownRestrictions(values).filter((value): value is Restriction => value !== 'none');
}

export function createHouseholdPerson(fields: HouseholdPersonFields): Promise<HouseholdPerson> {
  return apiFetch<HouseholdPerson>('/api/household/people', { method: 'POST', body: fields });
}

export function updateHouseholdPerson(
  id: string,
  fields: Partial<HouseholdPersonFields>,
): Promise<HouseholdPerson> {
  return apiFetch<HouseholdPerson>(`/api/household/people/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: fields,
  });
}

export async function deleteHouseholdPerson(id: string): Promise<void> {
  await apiFetch(`/api/household/people/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * The people changed: the list here, « Restrictions et allergies » (who each concerns), and
 * « Qui mange ? » on the suggestions and assistant.
 */
function invalidatePeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdPeople }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.householdRestrictions }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters }),
  ]);
}

/** Adds a person (no id) or saves the changes of one (with their id), then reloads the list. */
export function useSaveHouseholdPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: HouseholdPersonFields }) =>
      id ? updateHouseholdPerson(id, fields) : createHouseholdPerson(fields),
    onSettled: () => invalidatePeople(queryClient),
  });
}

/** Removes a person from the household, then reloads the list. */
export function useDeleteHouseholdPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHouseholdPerson,
    onSettled: () => invalidatePeople(queryClient),
  });
}
