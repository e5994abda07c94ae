import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLAN, SUBSCRIPTION_STATUSES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** One subscription row per user, written only by verified payment events. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().default(PLAN.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** When the last applied provider event happened: older events arriving late are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'user_subscriptions_status_check',
      sql`${table.status} in (${sql.raw(sqlList(SUBSCRIPTION_STATUSES))})`,
    ),
    check('user_subscriptions_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
  ],
);
