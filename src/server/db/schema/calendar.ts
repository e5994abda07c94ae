import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * A user's private calendar address (`/api/calendar/<token>.ics`, the household's plan): one
 * per user, revocable; only the token's hash is stored.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
