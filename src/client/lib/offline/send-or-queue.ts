import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import type { ListEffect, Row } from './list-effects';
import { applyEffect, applyEffects } from './list-effects';
import { outbox } from './outbox';
import type { OutboxOp } from './outbox';

/**
 * Options of a mutation that goes through {@link sendOrQueue}: it runs offline too (TanStack
 * Query would otherwise hold it until the network is back), and the outbox keeps the change.
 */
export const OFFLINE_CAPABLE = { networkMode: 'always' } as const;

/** The answer of a change kept on the device for later (no network, or others still waiting). */
export const QUEUED = Object.freeze({ queued: true as const });
export type Queued = typeof QUEUED;

export function isQueued(answer: unknown): answer is Queued {
  return answer === QUEUED;
}

export type OfflineChange = Pick<OutboxOp, 'method' | 'path' | 'body' | 'queryKey' | 'effect'>;

/** The request never got an answer: no network, or the connection was lost on the way. */
export function noNetwork(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** A change can go straight to the server: the network is there and nothing waits before it. */
export function canSendNow(): boolean {
  return navigator.onLine && outbox.size === 0;
}

/**
 * Makes a change of the shopping list or the fridge: sent at once when the network is there
 * and nothing else waits, otherwise kept in the outbox (and shown at once in the cached list)
 * to be sent after the changes before it. A change whose request never reached the server
 * (connection lost on the way) is kept too.
 */
export async function sendOrQueue<T>(
  queryClient: QueryClient,
  change: OfflineChange,
  send: () => Promise<T>,
): Promise<T | Queued> {
  if (canSendNow()) {
    try {
      return await send();
    } catch (error) {
      if (!noNetwork(error)) throw error;
    }
  }
  outbox.enqueue({ ...change, id: crypto.randomUUID(), queuedAt: Date.now() });
  queryClient.setQueryData<Row[]>(change.queryKey, (list) =>
    list ? applyEffect(list, change.effect) : list,
  );
  return QUEUED;
}

/** A fresh answer of the server with the changes still waiting on the device applied over it. */
export function withPending<T extends Row>(queryKey: readonly string[], list: T[]): T[] {
  const effects: ListEffect[] = outbox.effectsFor(queryKey);
  return effects.length > 0 ? applyEffects(list, effects) : list;
}
