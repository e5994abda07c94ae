import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('system'),
    /** An in-app path the notification's action opens (e.g. suggestions from the fridge). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check(
      'notifications_type_check',
      sql`${table.type} in (${sql.raw(sqlList(NOTIFICATION_TYPES))})`,
    ),
  ],
);
