import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PLAN } from '../../../../shared/constants';
import { sandboxCheckouts } from '../../../db/schema';
import type { BillingServices } from '../services';
import type { SubscriptionEvent } from './fulfilment';
import { UnknownCheckoutError, type PaymentProvider } from './payment-provider';

type Checkout = typeof sandboxCheckouts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** What a completed sandbox checkout means: the same event whoever reports it first. */
export function sandboxCheckoutEvent(checkout: Checkout): SubscriptionEvent {
  const completedAt = checkout.completedAt ?? checkout.createdAt;
  const trial = checkout.promoCode === PLAN.promoCode;
  return {
    provider: 'sandbox',
    eventId: `checkout.completed:${checkout.id}`,
    type: 'checkout.session.completed',
    occurredAt: completedAt,
    userId: checkout.userId,
    status: trial ? 'trialing' : 'active',
    currentPeriodEnd: addDays(completedAt, trial ? PLAN.promoFreeDays : 30),
    cancelAtPeriodEnd: false,
  };
}

/** A portal action of the sandbox, as an event of its own. */
export function sandboxPortalEvent(
  userId: string,
  change: Pick<SubscriptionEvent, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): SubscriptionEvent {
  return {
    provider: 'sandbox',
    eventId: `portal:${randomUUID()}`,
    type: 'customer.subscription.updated',
    occurredAt: new Date(),
    userId,
    ...change,
  };
}

export async function findCheckout(
  db: BillingServices['db'],
  id: string,
  userId: string,
): Promise<Checkout | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
  return row;
}

/** The embedded, test-only provider: Popote's own checkout and portal pages under /sandbox. */
export function sandboxProvider({
  db,
  config,
}: Pick<BillingServices, 'db' | 'config'>): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ userId, email }) {
      const [checkout] = await db.insert(sandboxCheckouts).values({ userId, email }).returning();
      return { url: `${config.publicBaseUrl}/sandbox/checkout/${checkout!.id}` };
    },
    async retrieveCheckout(sessionId, userId) {
      const checkout = await findCheckout(db, sessionId, userId);
      if (!checkout) throw new UnknownCheckoutError();
      return checkout.status === 'completed' ? sandboxCheckoutEvent(checkout) : null;
    },
    async createPortal() {
      return { url: `${config.publicBaseUrl}/sandbox/portal` };
    },
    // The sandbox keeps no subscription of its own: deleting the row ends it.
    async cancelSubscription() {},
  };
}
