import type { ListEffect } from './list-effects';
import { OFFLINE_KEYS, readStored, removeStored, writeStored } from './storage';

/** A change made on the device and not yet confirmed by the server. */
export interface OutboxOp {
  /** Chosen on the device (a UUID). */
  id: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** The cached list it changes, and how: applied over every answer until it is sent. */
  queryKey: readonly string[];
  effect: ListEffect;
  queuedAt: number;
}

type Listener = () => void;

/**
 * The signed-in user's changes waiting for the network, in the order they were made, kept in
 * the device's storage (per user) so that they survive a reload.
 */
export class Outbox {
  private owner: string | null = null;
  private ops: readonly OutboxOp[] = [];
  private readonly listeners = new Set<Listener>();

  /** Switches to `userId`'s changes (none when nobody is signed in). */
  open(userId: string | null): void {
    if (userId === this.owner) return;
    this.owner = userId;
    this.ops = userId ? (readStored<OutboxOp[]>(OFFLINE_KEYS.outbox(userId)) ?? []) : [];
    this.emit();
  }

  get userId(): string | null {
    return this.owner;
  }

  list(): readonly OutboxOp[] {
    return this.ops;
  }

  get size(): number {
    return this.ops.length;
  }

  first(): OutboxOp | undefined {
    return this.ops[0];
  }

  /** The changes waiting for one cached list, oldest first. */
  effectsFor(queryKey: readonly string[]): ListEffect[] {
    const key = JSON.stringify(queryKey);
    return this.ops.filter((op) => JSON.stringify(op.queryKey) === key).map((op) => op.effect);
  }

  enqueue(op: OutboxOp): void {
    this.set([...this.ops, op]);
  }

  remove(id: string): void {
    this.set(this.ops.filter((op) => op.id !== id));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private set(ops: readonly OutboxOp[]): void {
    this.ops = ops;
    if (this.owner) {
      if (ops.length > 0) writeStored(OFFLINE_KEYS.outbox(this.owner), ops);
      else removeStored(OFFLINE_KEYS.outbox(this.owner));
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The app's one outbox. */
export const outbox = new Outbox();
