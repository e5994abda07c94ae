import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits, requestLimits } from '../db/schema';
import { AppError } from './errors';

export interface LimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request against `key` in a fixed window stored in PostgreSQL, so the limit
 * holds across every server process. One atomic upsert: no read-then-write race.
 */
export async function countRequest(db: Database, key: string, rule: LimitRule) {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${requestLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${requestLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${requestLimits.windowStartedAt} + ${window} - now())))::int`,
    });
  return {
    count: row!.count,
    allowed: row!.count <= rule.max,
    retryAfterSeconds: Math.max(1, row!.retryAfter),
  };
}

/** Counts the request and refuses it with the French 429 when over the limit. */
export async function enforceLimit(db: Database, key: string, rule: LimitRule): Promise<void> {
  const result = await countRequest(db, key, rule);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/** How many requests `key` made in its current window (0 when none or expired). */
export async function currentCount(db: Database, key: string, rule: LimitRule): Promise<number> {
  const [row] = await db
    .select({ count: requestLimits.count })
    .from(requestLimits)
    .where(
      sql`${requestLimits.key} = ${key} and ${requestLimits.windowStartedAt} > now() - make_interval(secs => ${rule.windowSeconds})`,
    );
  return row?.count ?? 0;
}

export async function clearLimit(db: Database, key: string): Promise<void> {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}

/**
 * Longer than every window of Popote's limits (a day at most) and of Better Auth's (minutes): a
 * counter older than this counts nothing any more.
 */
export const LIMIT_ROWS_KEPT_MS = 2 * 24 * 3600 * 1000;

/**
 * Deletes the counters whose window is long over — ours (`request_limits`) and Better Auth's
 * (`rate_limits`): every sign-in attempt from a new address adds one, nothing else removes them.
 */
export async function purgeExpiredLimits(db: Database, now: Date): Promise<{ ran: boolean }> {
  const before = new Date(now.getTime() - LIMIT_ROWS_KEPT_MS);
  const ours = await db
    .delete(requestLimits)
    .where(lt(requestLimits.windowStartedAt, before))
    .returning({ key: requestLimits.key });
  const theirs = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, before.getTime()))
    .returning({ key: rateLimits.key });
  return { ran: ours.length + theirs.length > 0 };
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED');
  }
}
