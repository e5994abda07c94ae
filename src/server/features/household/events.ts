import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import pg from 'pg';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../platform/context';
import type { Logger } from '../../platform/logger';

/** What changed in a household (`household`: its members or invitations): pages fetch it again. */
export const HOUSEHOLD_TOPICS = ['shopping', 'planning', 'inventory', 'household'] as const;
export type HouseholdTopic = (typeof HOUSEHOLD_TOPICS)[number];

/** The PostgreSQL channel every server process listens to. */
const CHANNEL = 'popote_household';
const RECONNECT_DELAYS_MS = [200, 1000, 3000, 10_000] as const;

export interface HouseholdChange {
  householdId: string;
  topic: HouseholdTopic;
}

interface Subscriber {
  householdId: string;
  onChange: (change: HouseholdChange) => void;
  /** Called when the service stops (server shutdown): the stream ends. */
  onClose: () => void;
}

/**
 * Tells every server process that a household's rows changed: NOTIFY in the database after the
 * write, so the change reaches the processes that hold the household members' open pages.
 * Sent on the writer's connection, in its own statement: it is never lost with a rollback of
 * something else, and costs one round trip.
 */
export async function publishHouseholdChange(db: Database, change: HouseholdChange) {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

/**
 * The household changes of every server process, for this process's open event streams
 * (`GET /api/events`): one LISTEN connection, opened with the first subscriber and reopened by
 * itself when the database goes away. No in-memory bus: a change made through another process
 * arrives the same way as a local one.
 */
export class HouseholdEvents {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Follows one household; returns the function that stops following it. */
  async subscribe(
    householdId: string,
    onChange: Subscriber['onChange'],
    onClose: Subscriber['onClose'],
  ): Promise<() => void> {
    const subscriber: Subscriber = { householdId, onChange, onClose };
    this.subscribers.add(subscriber);
    await this.listen();
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /** Ends every stream and the LISTEN connection (server shutdown, end of a test). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const subscriber of this.subscribers) subscriber.onClose();
    this.subscribers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.db.$client.options);
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.attempt > 0) {
      // Changes made while disconnected were missed: every page fetches again.
      this.logger.info('household events: listening again');
      for (const subscriber of this.subscribers) {
        for (const topic of HOUSEHOLD_TOPICS) {
          subscriber.onChange({ householdId: subscriber.householdId, topic });
        }
      }
    }
    this.attempt = 0;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client && this.client !== client) return;
    this.client = null;
    if (this.closed || this.retry) return;
    if (error) this.logger.warn({ err: error }, 'household events: connection lost');
    client.removeAllListeners('end');
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.subscribers.size > 0) void this.listen();
    }, delay);
    this.retry.unref();
  }

  private dispatch(payload: string | undefined) {
    let change: HouseholdChange;
    try {
      change = JSON.parse(payload ?? '') as HouseholdChange;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers) {
      if (subscriber.householdId === change.householdId) subscriber.onChange(change);
    }
  }
}

/**
 * After every successful write of a household route (any method but GET), tells the
 * household's open pages that `topic` changed.
 */
export function publishChanges(
  { db, logger }: { db: Database; logger: Logger },
  topic: HouseholdTopic,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    const householdId = c.get('householdId');
    if (!householdId) return;
    await publishHouseholdChange(db, { householdId, topic }).catch((error: unknown) =>
      logger.warn({ err: error }, 'household events: publish failed'),
    );
  };
}
