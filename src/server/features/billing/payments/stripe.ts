import { eq, or } from 'drizzle-orm';
import Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { userSubscriptions } from '../../../db/schema';
import type { BillingServices } from '../services';
import { AppError } from '../../../platform/errors';
import type { SubscriptionEvent } from './fulfilment';
import {
  InvalidSignatureError,
  UnknownCheckoutError,
  type PaymentProvider,
} from './payment-provider';

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  paused: 'unpaid',
};

const statusOf = (status: Stripe.Subscription.Status): SubscriptionStatus =>
  STATUS[status] ?? 'unpaid';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The period end moved from the subscription to its items in recent API versions. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const seconds =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    subscription.items?.data?.[0]?.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** A checkout whose money is there: paid, or nothing to pay (a trial, a 100 % coupon). */
const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Stripe client, on Stripe's API or on STRIPE_API_URL (stripe-mock, the tests' fake). */
function stripeClient(billing: BillingServices['config']['billing']): Stripe {
  if (!billing.stripeApiUrl) return new Stripe(billing.stripeSecretKey!);
  const url = new URL(billing.stripeApiUrl);
  return new Stripe(billing.stripeSecretKey!, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * Stripe Checkout, signed webhooks and the Billing Portal. Webhook events carry no sequence and
 * arrive in any order: each one only says « look again », and the subscription's current state is
 * read back from Stripe — the read's own time orders what is written.
 */
export function stripeProvider({
  db,
  config,
}: Pick<BillingServices, 'db' | 'config'>): PaymentProvider {
  const { stripeWebhookSecret, stripePriceId } = config.billing;
  const stripe = stripeClient(config.billing);

  /** The subscription as Stripe holds it now; null when Stripe does not know it (any more). */
  async function currentSubscription(id: string): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async function userOfSubscription(subscription: Stripe.Subscription): Promise<string | null> {
    if (subscription.metadata?.userId) return subscription.metadata.userId;
    const [row] = await db
      .select({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .where(
        or(
          eq(userSubscriptions.providerSubscriptionId, subscription.id),
          eq(userSubscriptions.stripeCustomerId, idOf(subscription.customer) ?? ''),
        ),
      )
      .limit(1);
    return row?.userId ?? null;
  }

  function subscriptionEvent(
    event: Stripe.Event,
    readAt: Date,
    subscription: Stripe.Subscription,
    userId: string,
  ): SubscriptionEvent {
    return {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      occurredAt: readAt,
      userId,
      status: statusOf(subscription.status),
      currentPeriodEnd: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
    };
  }

  /** A paid checkout: the subscription it created, as Stripe holds it now. */
  async function checkoutEvent(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<SubscriptionEvent[]> {
    const userId = session.client_reference_id;
    if (!userId || !UUID.test(userId) || session.mode !== 'subscription') return [];
    // An asynchronous payment (a bank debit) completes the checkout unpaid: nothing until
    // `checkout.session.async_payment_succeeded`.
    if (!isPaid(session)) return [];
    const readAt = new Date();
    const subscriptionId = idOf(session.subscription);
    const subscription = subscriptionId ? await currentSubscription(subscriptionId) : null;
    if (subscription) return [subscriptionEvent(event, readAt, subscription, userId)];
    return [
      {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        occurredAt: readAt,
        userId,
        status: null,
        customerId: idOf(session.customer),
        subscriptionId,
      },
    ];
  }

  return {
    name: 'stripe',
    async createCheckout({ userId, email }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: stripePriceId!, quantity: 1 }],
        customer_email: email,
        client_reference_id: userId,
        success_url: `${config.publicBaseUrl}${PATHS.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicBaseUrl}${PATHS.subscription}`,
        allow_promotion_codes: true,
        locale: 'fr',
        metadata: { userId },
        subscription_data: { metadata: { userId } },
      });
      if (!session.url) throw new AppError('CHECKOUT_FAILED');
      return { url: session.url };
    },
    async retrieveCheckout(sessionId, userId) {
      const readAt = new Date();
      const session = await stripe.checkout.sessions
        .retrieve(sessionId, { expand: ['subscription'] })
        .catch(() => Promise.reject(new UnknownCheckoutError()));
      if (session.client_reference_id !== userId) throw new UnknownCheckoutError();
      if (session.status !== 'complete' || !isPaid(session)) return null;
      const subscription = typeof session.subscription === 'object' ? session.subscription : null;
      return {
        provider: 'stripe',
        eventId: `checkout.retrieved:${session.id}`,
        type: 'checkout.session.retrieved',
        occurredAt: readAt,
        userId,
        status: subscription ? statusOf(subscription.status) : null,
        ...(subscription
          ? {
              currentPeriodEnd: periodEnd(subscription),
              cancelAtPeriodEnd: subscription.cancel_at_period_end,
            }
          : {}),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    },
    async createPortal({ stripeCustomerId }) {
      if (!stripeCustomerId) throw new AppError('NO_SUBSCRIPTION');
      const portal = await stripe.billingPortal.sessions.create({
        customer: stripeCustomerId,
        return_url: `${config.publicBaseUrl}${PATHS.dashboardSettings}`,
        locale: 'fr',
      });
      return { url: portal.url };
    },
    async cancelSubscription({ providerSubscriptionId }) {
      if (providerSubscriptionId) await stripe.subscriptions.cancel(providerSubscriptionId);
    },
    async parseWebhook(rawBody, signature) {
      const event = await stripe.webhooks
        .constructEventAsync(rawBody, signature, stripeWebhookSecret!)
        .catch((error: unknown) =>
          Promise.reject(new InvalidSignatureError('Bad signature', { cause: error })),
        );
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return checkoutEvent(event, event.data.object);
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const readAt = new Date();
          const subscription = await currentSubscription(event.data.object.id);
          if (!subscription) return [];
          const userId = await userOfSubscription(subscription);
          return userId ? [subscriptionEvent(event, readAt, subscription, userId)] : [];
        }
        default:
          return [];
      }
    },
  };
}
