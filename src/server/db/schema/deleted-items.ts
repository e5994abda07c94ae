import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { households } from './households';

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

/** What « Annuler » can bring back: the collections whose user deletes are restorable. */
export const RESTORABLE_COLLECTIONS = [
  'shopping',
  'inventory',
  'planning',
  'favorites',
  'myRecipes',
] as const;
export type RestorableCollection = (typeof RESTORABLE_COLLECTIONS)[number];

/**
 * A row a member deleted (a list item, the ticked ones, a fridge item, a planned meal, a
 * favourite), whole (`to_jsonb` of the row), so that « Annuler » puts back exactly that row:
 * same id, same fields (decision 0027). Kept for the restore window only, then purged; gone
 * with its household (or, for a favourite, its user).
 */
export const restorableRows = pgTable(
  'restorable_rows',
  {
    id: uuid('id').primaryKey(),
    collection: text('collection').$type<RestorableCollection>().notNull(),
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('restorable_rows_household_id_idx').on(table.householdId),
    index('restorable_rows_user_id_idx').on(table.userId),
    index('restorable_rows_deleted_at_idx').on(table.deletedAt),
  ],
);
