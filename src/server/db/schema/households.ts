import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { HOUSEHOLD_ROLES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** A household owns the shopping list, the plan and the fridge; every user has one. */
export const households = pgTable(
  'households',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('households_owner_id_idx').on(table.ownerId)],
);

/** Membership; a user belongs to exactly one household at a time. */
export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.userId] }),
    check(
      'household_members_role_check',
      sql`${table.role} in (${sql.raw(sqlList(HOUSEHOLD_ROLES))})`,
    ),
  ],
);
