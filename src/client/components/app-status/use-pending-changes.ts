import { useSyncExternalStore } from 'react';
import { outbox } from '../../lib/offline/outbox';

const subscribe = (listener: () => void) => outbox.subscribe(listener);
const count = () => outbox.size;

/** How many changes made on this device wait for the server. */
export function usePendingChanges(): number {
  return useSyncExternalStore(subscribe, count);
}
