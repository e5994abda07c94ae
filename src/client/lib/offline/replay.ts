import { ApiError } from '../api-client';
import type { Outbox, OutboxOp } from './outbox';

/**
 * Answers after which a change is settled and leaves the outbox without being sent again:
 * 404 — the item was deleted elsewhere (it stays deleted, the change is moot); 409 — it is
 * already there (the same id, or the same recipe line); 400/422 — the server will never
 * accept it. Anything else (no network, 401, 403, 5xx) keeps it for a later try.
 */
export function isSettled(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 409, 422].includes(error.status);
}

export interface ReplayResult {
  /** The changes that left the outbox (sent, or settled by the answer). */
  done: OutboxOp[];
  /** Whether some changes are still waiting (the next one could not be sent). */
  blocked: boolean;
}

/**
 * Sends the outbox's changes one at a time, in order; stops at the first that must wait (the
 * ones after it may depend on it: a check of an item added offline).
 */
export async function replayOutbox(
  box: Outbox,
  send: (op: OutboxOp) => Promise<unknown>,
): Promise<ReplayResult> {
  const done: OutboxOp[] = [];
  const owner = box.userId;
  for (let op = box.first(); op; op = box.first()) {
    try {
      await send(op);
    } catch (error) {
      if (!isSettled(error)) return { done, blocked: true };
    }
    // Signed out meanwhile: the next user's changes are not this replay's.
    if (box.userId !== owner) return { done, blocked: false };
    box.remove(op.id);
    done.push(op);
  }
  return { done, blocked: false };
}
