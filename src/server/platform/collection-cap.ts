import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { ErrorCode } from '../../shared/errors';
import { AppError } from './errors';

/**
 * Refuses to add `adding` rows to a collection already holding `max` (or that would then hold
 * more): the caps of src/shared/constants.ts `COLLECTION_LIMITS`, each with its French message.
 * One index-only count. Two requests racing at the very edge may both pass — a cap bounds what
 * a household can make grow, it is not an exact quota.
 */
export async function assertRoom(
  db: Pick<Database, '$count'>,
  collection: { table: PgTable; where: SQL | undefined; max: number; code: ErrorCode },
  adding = 1,
): Promise<void> {
  if (adding <= 0) return;
  const held = await db.$count(collection.table, collection.where);
  if (held + adding > collection.max) throw new AppError(collection.code);
}

/** How many rows still fit (0 when full): for writes that store what fits and skip the rest. */
export async function roomLeft(
  db: Pick<Database, '$count'>,
  collection: { table: PgTable; where: SQL | undefined; max: number },
): Promise<number> {
  return Math.max(0, collection.max - (await db.$count(collection.table, collection.where)));
}
