import { useSyncExternalStore } from 'react';

export interface SyncState {
  /** Changes are being sent. */
  syncing: boolean;
  /** When the outbox was last emptied by a sync (for « Modifications synchronisées »). */
  syncedAt: number | null;
}

type Listener = () => void;

function createSyncStatus() {
  let state: SyncState = { syncing: false, syncedAt: null };
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<SyncState>) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Where the sync of offline changes stands (lib/offline/sync.ts sets it). */
export const syncStatus = createSyncStatus();

export function useSyncStatus(): SyncState {
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.get);
}
