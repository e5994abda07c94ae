import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Ids of list and fridge items deleted in the last 30 days (written by triggers on every
 * delete, whatever the path). An add replayed from a device after its answer was lost carries
 * the item's id: once the item has been deleted, by anyone, the replay must not bring it back.
 * No foreign key: the household may be gone too; old rows are purged daily.
 */
export const deletedItemIds = pgTable(
  'deleted_item_ids',
  {
    id: uuid('id').primaryKey(),
    householdId: uuid('household_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_item_ids_deleted_at_idx').on(table.deletedAt)],
);
