import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * SQLSTATEs that mean the database is away, not that the request is wrong: class 08
 * (connection exception), 57P01–57P03 (shut down by an operator, crashed, starting or
 * stopping) and 53300 (every connection slot taken).
 */
const UNAVAILABLE_SQLSTATE = /^(08(00[0-7])|57P0[123]|53300)$/;

/** Socket errors of a connection to the database (refused, reset, timed out, no route). */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** What `pg` and `pg-pool` throw without a code when a connection is lost or never made. */
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Query read timeout/;

function causes(error: unknown, seen = new Set<unknown>()): unknown[] {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const nested = error instanceof AggregateError ? error.errors : [];
  return [
    error,
    ...nested.flatMap((inner: unknown) => causes(inner, seen)),
    ...causes(error.cause, seen),
  ];
}

/**
 * The error (or the one of its causes: Drizzle and Better Auth wrap the driver's) that says the
 * database cannot be reached right now, as `code: message`; undefined for any other error.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (const current of causes(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const byCode =
      typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code));
    if (byCode || (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)))
      return [code, message].filter((part) => typeof part === 'string').join(': ');
  }
  return undefined;
}

/** Whether the request failed because the database is away: it may succeed once it is back. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** Whether `select 1` answers within `timeoutMs` (a query waiting for a connection included). */
export async function databaseReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A write refused by a unique index (PostgreSQL 23505), as `pg` or Drizzle reports it. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';
