import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_KEYS } from './query-keys';

/** What `GET /api/events` says changed, and the cached answers that are then stale. */
const STALE_BY_TOPIC: Record<string, readonly (readonly string[])[]> = {
  shopping: [QUERY_KEYS.shoppingItems, QUERY_KEYS.shops, QUERY_KEYS.stats],
  planning: [QUERY_KEYS.plannedMeals, QUERY_KEYS.stats],
  inventory: [QUERY_KEYS.inventoryItems, QUERY_KEYS.stats],
  myRecipes: [QUERY_KEYS.myRecipes],
  // Members came or went: who shares the household, and whether this user still has access.
  // Or who a restriction concerns changed: « Ma famille », « Qui mange ? », the people's own
  // lists and the settings' « Tout le foyer » restrictions and foods to avoid.
  household: [
    QUERY_KEYS.household,
    QUERY_KEYS.householdRestrictions,
    QUERY_KEYS.householdPeople,
    QUERY_KEYS.preferences,
    QUERY_KEYS.me,
  ],
};

/**
 * Marks what changed as stale. While this page's own change is still on its way, the refetch
 * waits for it: an answer read in between would undo the change the user just made on screen.
 */
function refetch(queryClient: QueryClient, topics: readonly string[]) {
  const run = () => {
    for (const topic of topics) {
      for (const queryKey of STALE_BY_TOPIC[topic] ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  };
  if (queryClient.isMutating() === 0) {
    run();
    return;
  }
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    run();
  });
}

/**
 * Keeps the household's shopping list, planning and fridge current while a dashboard page is
 * open: another member's change (or this user's, in another tab) arrives as a server-sent
 * event and the page fetches again. EventSource reconnects by itself; after a reconnection
 * (or when a hidden tab is shown again) everything is fetched again, since changes made
 * meanwhile were missed.
 */
export function useHouseholdEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let interrupted = false;
    const onChange = (event: MessageEvent<string>) => {
      try {
        const { topic } = JSON.parse(event.data) as { topic?: string };
        if (topic) refetch(queryClient, [topic]);
      } catch {
        // A malformed event changes nothing.
      }
    };
    const onReady = () => {
      if (interrupted) refetch(queryClient, Object.keys(STALE_BY_TOPIC));
      interrupted = false;
    };
    const onError = () => {
      interrupted = true;
    };
    // The user's newest stream took this one's place (a cap per user, GET /api/events): no
    // reconnection, which would in turn replace another; this tab catches up when shown again.
    const onReplaced = () => {
      close();
      interrupted = true;
    };
    const open = () => {
      if (source) return;
      source = new EventSource('/api/events');
      source.addEventListener('change', onChange);
      source.addEventListener('ready', onReady);
      source.addEventListener('error', onError);
      source.addEventListener('replaced', onReplaced);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    // Only visible tabs keep a stream: a browser allows few connections per site, and a hidden
    // tab catches up when shown (it reopens the stream and fetches everything again).
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        close();
        interrupted = true;
      } else {
        open();
      }
    };
    if (document.visibilityState !== 'hidden') open();
    else interrupted = true;
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [queryClient]);
}
