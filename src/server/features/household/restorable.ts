import { getTableName, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { restorableRows, type RestorableCollection } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { assertRoom } from '../../platform/collection-cap';
import type { ErrorCode } from '../../../shared/errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database | Transaction, 'execute'>;

/** How long « Annuler » (or its replay from a device's outbox) can bring a deleted row back. */
export const RESTORE_WINDOW_HOURS = 24;

/** Whose rows: a household's (list, fridge, planning), or one person's (favourites). */
export type RestoreScope = { householdId: string } | { userId: string };

const scopeColumn = (scope: RestoreScope) =>
  'householdId' in scope ? sql.raw('household_id') : sql.raw('user_id');
const scopeId = (scope: RestoreScope) =>
  'householdId' in scope ? scope.householdId : scope.userId;

/** Ids as one parameter (`uuid[]`): the ids were checked as UUIDs by the routes' schemas. */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Deletes the scope's rows among `ids` from `table`, keeping each one whole (`to_jsonb`) so that
 * « Annuler » can put it back as it was. One statement; answers the ids deleted (those of
 * another household, or already gone, are not among them).
 */
export async function deleteRestorable(
  db: Executor,
  table: PgTable,
  collection: RestorableCollection,
  scope: RestoreScope,
  ids: readonly string[],
  /** A further condition on the rows, in SQL (`checked`: only the ticked ones). */
  only: SQL = sql`true`,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const name = sql.identifier(getTableName(table));
  const column = scopeColumn(scope);
  const owner = scopeId(scope);
  const household = 'householdId' in scope ? scope.householdId : null;
  const user = 'userId' in scope ? scope.userId : null;
  const result = await db.execute<{ id: string }>(sql`
    with gone as (
      delete from ${name}
      where id = any(${idArray(ids)}) and ${column} = ${owner} and (${only})
      returning *
    )
    insert into ${restorableRows} (id, collection, household_id, user_id, data)
    select gone.id, ${collection}, ${household}::uuid, ${user}::uuid, to_jsonb(gone) from gone
    on conflict (id) do update set
      collection = excluded.collection, household_id = excluded.household_id,
      user_id = excluded.user_id, data = excluded.data, deleted_at = now()
    returning id`);
  return result.rows.map((row) => row.id);
}

/**
 * Puts back the scope's rows among `ids` deleted less than `RESTORE_WINDOW_HOURS` ago, exactly
 * as they were (same id, every field), and forgets their tombstones (an add replayed with one
 * of these ids is the same item again). A row that can no longer go back (an equal one was
 * added meanwhile) stays deleted. Answers the ids restored.
 */
export async function restoreRows(
  tx: Transaction,
  table: PgTable,
  collection: RestorableCollection,
  scope: RestoreScope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const name = sql.identifier(getTableName(table));
  const result = await tx.execute<{ id: string }>(sql`
    with back as (
      delete from ${restorableRows}
      where collection = ${collection} and ${scopeColumn(scope)} = ${scopeId(scope)}
        and id = any(${idArray(ids)})
        and deleted_at > now() - make_interval(hours => ${RESTORE_WINDOW_HOURS})
      returning data
    ),
    -- Who added it may have left since: the row comes back without them.
    fixed as (
      select case
        when back.data ? 'added_by' and not exists (
          select 1 from users where users.id = (back.data->>'added_by')::uuid
        ) then back.data || '{"added_by": null}'::jsonb
        when back.data ? 'created_by' and not exists (
          select 1 from users where users.id = (back.data->>'created_by')::uuid
        ) then back.data || '{"created_by": null}'::jsonb
        else back.data end as data
      from back
    )
    insert into ${name}
    select (jsonb_populate_record(null::${name}, fixed.data)).* from fixed
    on conflict do nothing
    returning id`);
  const restored = result.rows.map((row) => row.id);
  if (restored.length > 0) {
    await tx.execute(sql`delete from deleted_item_ids where id = any(${idArray(restored)})`);
  }
  return restored;
}

/**
 * Forgets the deleted rows older than the restore window. Answers the photos those rows pointed
 * at (a recipe of « Mes recettes » keeps its photo while it can be restored): the caller
 * removes them from the photo store.
 */
export async function purgeRestorableRows(
  db: Database,
  now: Date,
): Promise<{ ran: boolean; photoKeys: string[] }> {
  const before = new Date(now.getTime() - RESTORE_WINDOW_HOURS * 3600 * 1000);
  const purged = await db
    .delete(restorableRows)
    .where(lt(restorableRows.deletedAt, before))
    .returning({
      id: restorableRows.id,
      photoKey: sql<string | null>`${restorableRows.data}->>'photo_key'`,
    });
  return {
    ran: purged.length > 0,
    photoKeys: purged.flatMap((row) => (row.photoKey ? [row.photoKey] : [])),
  };
}

/** Deletes one row (404 when it is not the scope's), keeping it for « Annuler ». */
export async function deleteOneRestorable(
  db: Executor,
  table: PgTable,
  collection: RestorableCollection,
  scope: RestoreScope,
  id: string,
): Promise<void> {
  const [deleted] = await deleteRestorable(db, table, collection, scope, [id]);
  if (!deleted) throw new AppError('NOT_FOUND');
}

/**
 * POST /api/<collection>/restore: puts the rows back if the collection has room for them
 * (its cap, as for an add), all in one transaction; 404 when none can come back (another
 * household's, too old, never deleted, or already restored: a replay from an outbox).
 */
export function restoreWithRoom(
  db: Database,
  target: {
    table: PgTable;
    collection: RestorableCollection;
    scope: RestoreScope;
    cap: { where: SQL | undefined; max: number; code: ErrorCode };
  },
  ids: readonly string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await assertRoom(tx, { table: target.table, ...target.cap }, ids.length);
    const restored = await restoreRows(tx, target.table, target.collection, target.scope, ids);
    if (restored.length === 0) throw new AppError('NOT_FOUND');
    return restored;
  });
}
