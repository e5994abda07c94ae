import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deletedItemIds } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { purgeRestorableRows } from './restorable';

/** How long a deleted item's id is remembered: longer than any device stays offline. */
export const DELETED_ITEM_MEMORY_DAYS = 30;

/**
 * Refuses (404, as for an item deleted elsewhere) an add whose id, chosen on a device, is that
 * of an item deleted since: the add is a replay whose first answer was lost, and the item must
 * stay deleted. The offline outbox settles a 404 quietly.
 */
export async function refuseDeletedId(db: Database, id: string | undefined): Promise<void> {
  if (!id) return;
  const [deleted] = await db
    .select({ id: deletedItemIds.id })
    .from(deletedItemIds)
    .where(eq(deletedItemIds.id, id));
  if (deleted) throw new AppError('NOT_FOUND');
}

/**
 * Forgets the ids of items deleted more than `DELETED_ITEM_MEMORY_DAYS` days ago, and the
 * deleted rows kept for « Annuler » once their restore window is over (with the photos they
 * pointed at, for the caller to forget).
 */
export async function purgeDeletedItemIds(
  db: Database,
  now: Date,
): Promise<{ ran: boolean; photoKeys: string[] }> {
  const before = new Date(now.getTime() - DELETED_ITEM_MEMORY_DAYS * 24 * 3600 * 1000);
  const purged = await db
    .delete(deletedItemIds)
    .where(lt(deletedItemIds.deletedAt, before))
    .returning({ id: deletedItemIds.id });
  const restorable = await purgeRestorableRows(db, now);
  return { ran: purged.length > 0 || restorable.ran, photoKeys: restorable.photoKeys };
}
