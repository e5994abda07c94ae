import { eq, or } from 'drizzle-orm';
import Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { userSubscriptions } from '../../../db/schema';
import type { BillingServices } from '../services';
import { AppError } from '../../../platform/errors';
import type { SubscriptionEvent } from './fulfilment';
import { UnknownCheckoutError, type PaymentProvider } from './payment-provider';

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

/** Stripe Checkout, signed webhooks and the Billing Portal. */
export function stripeProvider({
  db,
  config,
}: Pick<BillingServices, 'db' | 'config'>): PaymentProvider {
  const { stripeSecretKey, stripeWebhookSecret, stripePriceId } = config.billing;
  const stripe = new Stripe(stripeSecretKey!);

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
    subscription: Stripe.Subscription,
    userId: string,
  ): SubscriptionEvent {
    return {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      occurredAt: new Date(event.created * 1000),
      userId,
      status:
        event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(subscription.status),
      currentPeriodEnd: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
    };
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
      const session = await stripe.checkout.sessions
        .retrieve(sessionId, { expand: ['subscription'] })
        .catch(() => Promise.reject(new UnknownCheckoutError()));
      if (session.client_reference_id !== userId) throw new UnknownCheckoutError();
      if (session.status !== 'complete') return null;
      const subscription = typeof session.subscription === 'object' ? session.subscription : null;
      return {
        provider: 'stripe',
        eventId: `checkout.retrieved:${session.id}`,
        type: 'checkout.session.retrieved',
        occurredAt: new Date(session.created * 1000),
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
      const event = await stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        stripeWebhookSecret!,
      );
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          if (!session.client_reference_id || session.mode !== 'subscription') return [];
          return [
            {
              provider: 'stripe',
              eventId: event.id,
              type: event.type,
              occurredAt: new Date(event.created * 1000),
              userId: session.client_reference_id,
              status: null,
              customerId: idOf(session.customer),
              subscriptionId: idOf(session.subscription),
            },
          ];
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const userId = await userOfSubscription(event.data.object);
          return userId ? [subscriptionEvent(event, event.data.object, userId)] : [];
        }
        default:
          return [];
      }
    },
  };
}
