import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * Keyset pagination for what grows without end (notifications, conversations): newest first,
 * `?before=<cursor>` for the next page. A cursor is the last row's time and id, opaque to the
 * client; a forged one only pages through the caller's own rows.
 */
export const pageQuerySchema = z.object({
  before: z
    .string()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const decoded = decodeCursor(value);
      if (!decoded) {
        context.addIssue({ code: 'custom', message: 'Curseur de page invalide' });
        return z.NEVER;
      }
      return decoded;
    }),
});

export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(row: { at: Date; id: string }): string {
  return Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(value: string): Cursor | null {
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const time = at ? new Date(at) : null;
  if (!time || Number.isNaN(time.getTime()) || !id || !UUID.test(id)) return null;
  return { at: time, id };
}

/**
 * PostgreSQL keeps microseconds, a JavaScript date milliseconds: pages are ordered and cut on
 * the millisecond, so that a cursor made from a row read back finds its place again.
 */
const toMillisecond = (at: PgColumn) => sql`date_trunc('milliseconds', ${at})`;

/** The rows after the cursor, in the page's order (time, then id, both descending). */
export function afterCursor(
  at: PgColumn,
  id: PgColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${toMillisecond(at)}, ${id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

export const newestFirst = (at: PgColumn, id: PgColumn) => [desc(toMillisecond(at)), desc(id)];

/** Splits `limit + 1` rows read into the page and the cursor of the next one (null: last page). */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => { at: Date; id: string },
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, nextCursor: encodeCursor(keyOf(kept[kept.length - 1]!)) };
}
