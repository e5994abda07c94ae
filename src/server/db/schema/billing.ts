import { index, pgTable, primaryKey, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { createdAt, id } from './columns';

/** Every provider event applied once: a replayed event id changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Checkout sessions of the sandbox payment provider (the local, test-only hosted page). */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    promoCode: text('promo_code'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_checkouts_user_id_idx').on(table.userId),
    check(
      'sandbox_checkouts_status_check',
      sql`${table.status} in ('open', 'completed', 'canceled')`,
    ),
  ],
);
