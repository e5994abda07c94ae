// The signed-in user and their access (GET /api/me), cached under ['me'] and read by the
// access gates and by every feature that needs to know who is signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Destination, MeResponse, SessionUser } from '../../shared/me';
import { PATHS } from '../../shared/routes';
import { ApiError, apiFetch } from './api-client';
import { savedMe } from './offline/sync';
import { maybeSignedIn } from './session-hint';
import { isSigningOut, notifySessionExpired } from './session-events';
import { QUERY_KEYS } from './query-keys';

export type MeUser = SessionUser;
export type Me = MeResponse;
export type { Destination };

const DESTINATIONS = new Set<string>([PATHS.dashboard, PATHS.questionnaire, PATHS.subscription]);

let askOnlyWithHint = false;

/**
 * For the signed-out pages (/auth…): without the server's session hint nobody is signed in on
 * this browser, so GET /api/me is not asked (no request that answers 401). The app always
 * asks: a session opened before the hint existed gets it from that answer.
 */
export function trustSessionHint(): void {
  askOnlyWithHint = true;
}

/** The signed-in user and their access, or `null` when nobody is signed in. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  if (askOnlyWithHint && !maybeSignedIn()) return null;
  try {
    const me = await apiFetch<Me>('/api/me', { signal, reportSessionExpiry: false });
    // Only ever navigate to a page of ours, whatever the answer says.
    return DESTINATIONS.has(me.destination) ? me : { ...me, destination: PATHS.dashboard };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.me,
    queryFn: async ({ signal, client }) => {
      const hadUser = Boolean(client.getQueryData<Me | null>(QUERY_KEYS.me)?.user);
      const me = await getMe(signal).catch((error: unknown) => {
        // No network: the user last confirmed on this device opens the dashboard with the data
        // kept offline; the server decides again as soon as it can be reached.
        const saved = error instanceof ApiError && error.status === 0 ? savedMe() : null;
        if (saved) return saved;
        throw error;
      });
      // The session ended while a signed-in page was open (expired, or revoked elsewhere).
      if (me === null && hadUser && !isSigningOut()) notifySessionExpired();
      return me;
    },
    // apiFetch already retries gateway errors; a 401 is an answer, not a failure.
    retry: false,
    // Asked even offline, so that the answer kept on the device is used (above).
    networkMode: 'always',
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Forgets the cached answers of the previous session (the user check itself excepted). */
export function removeSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_KEYS.me[0] });
}

/** Forgets the signed-in user and everything cached for them. */
export function forgetUser(queryClient: QueryClient): void {
  removeSessionQueries(queryClient);
  queryClient.setQueryData(QUERY_KEYS.me, null);
}
