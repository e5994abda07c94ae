import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import pg from 'pg';
import { SESSIONS_ENDED_CHANNEL } from '../auth';
import type { Database } from '../../db/client';
import { householdMembers, sessions } from '../../db/schema';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';

/** What changed in a household (`household`: its members or invitations): pages fetch it again. */
export const HOUSEHOLD_TOPICS = [
  'shopping',
  'planning',
  'inventory',
  'household',
  'myRecipes',
] as const;
export type HouseholdTopic = (typeof HOUSEHOLD_TOPICS)[number];

/** The PostgreSQL channel every server process listens to. */
const CHANNEL = 'popote_household';
const RECONNECT_DELAYS_MS = [200, 1000, 3000, 10_000] as const;

/**
 * How many streams one server process keeps open, and how often it checks that each one's
 * session and membership still hold (docs/reliability.md, « Live updates »).
 */
export interface StreamLimits {
  /**
   * Per user: a stream is kept only by a visible tab (the client closes it in a hidden one), so
   * a family member's phone, tablet and laptop with a window or two each stay well under 5.
   */
  perUser: number;
  /** Per process, whoever opens them: a safety net for its connections and memory. */
  perProcess: number;
  /** The periodic check, for what no notice reached (a session that expired, a lost notice). */
  recheckMs: number;
}

export const STREAM_LIMITS: StreamLimits = { perUser: 5, perProcess: 1000, recheckMs: 30_000 };

export interface HouseholdChange {
  householdId: string;
  topic: HouseholdTopic;
}

/** Whose stream it is: checked again and again, since a stream outlives its request. */
export interface StreamOwner {
  householdId: string;
  userId: string;
  /** The session the stream was opened with: it ends with it. */
  sessionToken: string;
}

/**
 * Why the service ends a stream: `replaced` by a newer one of the same user over the cap (the
 * client then stays closed until the tab is shown again), `revoked` when its session ended or
 * its user left the household, `shutdown` when the server stops.
 */
export type StreamEnd = 'replaced' | 'revoked' | 'shutdown';

interface Subscriber extends StreamOwner {
  onChange: (change: HouseholdChange) => void;
  onClose: (reason: StreamEnd) => void;
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
 * arrives the same way as a local one — and so does the notice that a user's sessions ended
 * (`announceSessionsEnded`), after which the streams whose session is gone end.
 */
export class HouseholdEvents {
  /** In the order they were opened: the first of a user's is their oldest. */
  private readonly subscribers = new Set<Subscriber>();
  private readonly limits: StreamLimits;
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private recheckTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    limits: Partial<StreamLimits> = {},
  ) {
    this.limits = { ...STREAM_LIMITS, ...limits };
  }

  /**
   * Follows one household for `owner`'s stream; returns the function that stops following it.
   * Over the process's cap: 503 `SERVICE_UNAVAILABLE`. Over the user's cap, their oldest stream
   * ends (`replaced`) rather than this one being refused: the user who opens a page expects it
   * to be live, and the oldest is the one they most likely left behind (an open tab on another
   * device); a refusal would leave the page they are looking at silently stale.
   */
  async subscribe(
    owner: StreamOwner,
    onChange: Subscriber['onChange'],
    onClose: Subscriber['onClose'],
  ): Promise<() => void> {
    if (this.closed || this.subscribers.size >= this.limits.perProcess) {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    const mine = [...this.subscribers].filter((other) => other.userId === owner.userId);
    const over = mine.length + 1 - this.limits.perUser;
    for (const oldest of mine.slice(0, Math.max(0, over))) this.end(oldest, 'replaced');
    const subscriber: Subscriber = { ...owner, onChange, onClose };
    this.subscribers.add(subscriber);
    this.recheckTimer ??= setInterval(() => void this.recheck(), this.limits.recheckMs);
    this.recheckTimer.unref();
    await this.listen();
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /**
   * Ends the streams (all, or those `which` picks) whose session no longer exists or has
   * expired — signed out, password reset, e-mail changed, account deleted — or whose user no
   * longer belongs to the stream's household: one query for all of them. Runs every
   * `recheckMs`, on a notice that a user's sessions ended, after a change of the household's
   * members, and after the LISTEN connection comes back (notices may have been missed).
   */
  async recheck(which: (owner: StreamOwner) => boolean = () => true): Promise<void> {
    const checked = [...this.subscribers].filter(which);
    if (checked.length === 0) return;
    const tokens = [...new Set(checked.map((subscriber) => subscriber.sessionToken))];
    let valid: Set<string>;
    try {
      const rows = await this.db
        .select({ token: sessions.token, householdId: householdMembers.householdId })
        .from(sessions)
        .innerJoin(householdMembers, eq(householdMembers.userId, sessions.userId))
        .where(and(inArray(sessions.token, tokens), gt(sessions.expiresAt, sql`now()`)));
      valid = new Set(rows.map((row) => `${row.token} ${row.householdId}`));
    } catch (error) {
      // The database is away: the streams hear nothing meanwhile; the next check decides.
      this.logger.warn({ err: error }, 'household events: streams not checked');
      return;
    }
    for (const subscriber of checked) {
      if (!valid.has(`${subscriber.sessionToken} ${subscriber.householdId}`)) {
        this.end(subscriber, 'revoked');
      }
    }
  }

  /** Ends every stream and the LISTEN connection (server shutdown, end of a test). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.recheckTimer) clearInterval(this.recheckTimer);
    for (const subscriber of [...this.subscribers]) this.end(subscriber, 'shutdown');
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private end(subscriber: Subscriber, reason: StreamEnd) {
    if (this.subscribers.delete(subscriber)) subscriber.onClose(reason);
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
    client.on('notification', (message) => this.dispatch(message.channel, message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}; listen ${SESSIONS_ENDED_CHANNEL}`);
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
      // Changes made while disconnected were missed: every page fetches again, and the streams
      // whose session ended meanwhile end.
      this.logger.info('household events: listening again');
      for (const subscriber of this.subscribers) {
        for (const topic of HOUSEHOLD_TOPICS) {
          subscriber.onChange({ householdId: subscriber.householdId, topic });
        }
      }
      void this.recheck();
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

  private dispatch(channel: string, payload: string | undefined) {
    if (channel === SESSIONS_ENDED_CHANNEL) {
      void this.recheck((owner) => owner.userId === payload);
      return;
    }
    let change: HouseholdChange;
    try {
      change = JSON.parse(payload ?? '') as HouseholdChange;
    } catch {
      return;
    }
    const ofHousehold = (owner: StreamOwner) => owner.householdId === change.householdId;
    for (const subscriber of this.subscribers) {
      if (ofHousehold(subscriber)) subscriber.onChange(change);
    }
    // Members came or went: a member who left or was removed hears nothing more of it (they
    // still get this change, which sends their page to fetch where they now belong).
    if (change.topic === 'household') void this.recheck(ofHousehold);
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
