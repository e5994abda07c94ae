import { fridgeDrafts, type ListRow } from '../../../shared/fridge-from-list';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { inventoryItems } from '../../db/schema';
import { roomLeft } from '../../platform/collection-cap';
import type { HouseholdCaller } from '../household';
import { zurichDay } from '../../platform/home-time';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * « Ranger dans le frigo »: puts shopping rows into the household's fridge, one item per food
 * (quantities summed), with its category and an expiry date suggested from the day of purchase.
 * A full fridge (COLLECTION_LIMITS.inventoryItems) takes what fits: ticking an item never fails.
 */
export async function storeInFridge(
  db: Pick<Transaction, 'insert' | '$count'>,
  caller: HouseholdCaller,
  rows: readonly ListRow[],
  now: Date = new Date(),
) {
  const room = await roomLeft(db, {
    table: inventoryItems,
    where: eq(inventoryItems.householdId, caller.householdId),
    max: COLLECTION_LIMITS.inventoryItems,
  });
  const drafts = fridgeDrafts(rows, zurichDay(now).date).slice(0, room);
  if (drafts.length === 0) return [];
  return db
    .insert(inventoryItems)
    .values(
      drafts.map((draft) => ({
        ...draft,
        householdId: caller.householdId,
        addedBy: caller.userId,
      })),
    )
    .returning();
}
