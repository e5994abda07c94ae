import { fridgeDrafts, type ListRow } from '../../../shared/fridge-from-list';
import type { Database } from '../../db/client';
import { inventoryItems } from '../../db/schema';
import type { HouseholdCaller } from '../household';
import { zurichDay } from '../../platform/home-time';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * « Ranger dans le frigo »: puts shopping rows into the household's fridge, one item per food
 * (quantities summed), with its category and an expiry date suggested from the day of purchase.
 */
export async function storeInFridge(
  db: Pick<Transaction, 'insert'>,
  caller: HouseholdCaller,
  rows: readonly ListRow[],
  now: Date = new Date(),
) {
  const drafts = fridgeDrafts(rows, zurichDay(now).date);
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
