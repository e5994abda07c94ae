import { onlineManager } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/me';
import { apiFetch } from '../api-client';
import { QUERY_KEYS } from '../query-keys';
import { outbox } from './outbox';
import type { OutboxOp } from './outbox';
import { replayOutbox } from './replay';
import { OFFLINE_KEYS, readStored, removeStored, writeStored } from './storage';
import { syncStatus } from './sync-status';

/** The lists that open without network: the shopping list and the fridge. */
export const OFFLINE_QUERY_KEYS: readonly (readonly string[])[] = [
  QUERY_KEYS.shoppingItems,
  QUERY_KEYS.inventoryItems,
];

/** How long to wait before trying again when the server could not take a change. */
export const RETRY_MS = 10_000;

interface SavedQuery {
  data: unknown;
  updatedAt: number;
}
type SavedQueries = Record<string, SavedQuery>;

interface SavedMe {
  me: MeResponse;
  savedAt: number;
}

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
const OFFLINE_KEY_SET = new Set(OFFLINE_QUERY_KEYS.map(keyOf));

/** The signed-in user as last confirmed by the server: lets the dashboard open offline. */
export function savedMe(): MeResponse | null {
  return readStored<SavedMe>(OFFLINE_KEYS.me)?.me ?? null;
}

function isMe(query: Query): boolean {
  return query.queryKey[0] === 'me';
}

/**
 * Keeps the signed-in user's shopping list and fridge on the device, restores them as a first
 * paint (the server is still asked whenever the network is there), and sends the changes made
 * offline once it is back, in order — then fetches the lists again.
 */
export function setupOfflineSync(queryClient: QueryClient): () => void {
  let userId: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  // TanStack Query assumes it is online when it starts: a page opened offline must not fail its
  // queries but wait for the network, showing what the device kept.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

  const restore = (owner: string) => {
    const saved = readStored<SavedQueries>(OFFLINE_KEYS.cache(owner)) ?? {};
    for (const queryKey of OFFLINE_QUERY_KEYS) {
      const entry = saved[keyOf(queryKey)];
      if (!entry || queryClient.getQueryData(queryKey) !== undefined) continue;
      queryClient.setQueryData(queryKey, entry.data, { updatedAt: entry.updatedAt });
      // A first paint only: the page that shows it asks the server at once when online, however
      // recently it was saved.
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  };

  const save = (query: Query) => {
    if (!userId || query.state.data === undefined) return;
    const key = OFFLINE_KEYS.cache(userId);
    const saved = readStored<SavedQueries>(key) ?? {};
    saved[keyOf(query.queryKey)] = { data: query.state.data, updatedAt: query.state.dataUpdatedAt };
    writeStored(key, saved);
  };

  const onMe = (me: MeResponse | null | undefined) => {
    if (me === undefined) return;
    const next = me?.user.id ?? null;
    if (me) writeStored(OFFLINE_KEYS.me, { me, savedAt: Date.now() } satisfies SavedMe);
    else removeStored(OFFLINE_KEYS.me);
    if (next === userId) return;
    userId = next;
    outbox.open(next);
    if (next) {
      restore(next);
      void flush();
    }
  };

  const send = (op: OutboxOp) =>
    apiFetch(op.path, { method: op.method, ...(op.body === undefined ? {} : { body: op.body }) });

  const replay = async () => {
    syncStatus.set({ syncing: true });
    const { done, blocked } = await replayOutbox(outbox, send);
    syncStatus.set({ syncing: false });
    if (done.length > 0) {
      const keys = new Set(done.map((op) => keyOf(op.queryKey)));
      for (const queryKey of OFFLINE_QUERY_KEYS) {
        if (keys.has(keyOf(queryKey))) void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.stats });
      if (outbox.size === 0) syncStatus.set({ syncedAt: Date.now() });
    }
    if (blocked && navigator.onLine) {
      clearTimeout(retry);
      retry = setTimeout(() => void flush(), RETRY_MS);
    }
  };

  /** Sends what waits, once at a time; a change queued meanwhile goes with this run. */
  async function flush(): Promise<void> {
    if (running) return running;
    if (!navigator.onLine || !userId || outbox.size === 0) return;
    running = replay().finally(() => {
      running = null;
    });
    return running;
  }

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    // New data only (an answer, or a change made on screen), not every fetch's comings and goings.
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    if (isMe(query)) onMe(query.state.data as MeResponse | null | undefined);
    else if (OFFLINE_KEY_SET.has(keyOf(query.queryKey))) save(query);
  });
  const unsubscribeOutbox = outbox.subscribe(() => {
    if (outbox.size > 0) void flush();
  });
  const onOnline = () => void flush();
  window.addEventListener('online', onOnline);

  onMe(queryClient.getQueryData<MeResponse | null>(['me']));
  return () => {
    unsubscribeCache();
    unsubscribeOutbox();
    window.removeEventListener('online', onOnline);
    clearTimeout(retry);
  };
}
