import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, newUser, signUp } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { billingEvents, notifications, userPreferences, users } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_popote';
const stripe = new Stripe('sk_test_popote');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_popote',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_test_premium',
    COMPLIMENTARY_EMAILS: 'offert@example.com',
  });
});
afterAll(() => t.close());

let sequence = 0;
function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  createdSeconds = Math.floor(Date.now() / 1000),
) {
  sequence += 1;
  return JSON.stringify({
    id: `evt_test_${sequence}_${Date.now()}`,
    object: 'event',
    api_version: '2025-01-01',
    created: createdSeconds,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

async function deliver(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.request('/api/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

async function onboarded(email?: string) {
  const { user, cookie } = await signUp(t.app, newUser(email ? { email } : {}));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  await t.db.insert(userPreferences).values({ userId: row!.id });
  return { cookie, id: row!.id };
}

const checkoutCompleted = (userId: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${userId}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId,
    customer: `cus_${userId.slice(0, 8)}`,
    subscription: `sub_${userId.slice(0, 8)}`,
  });

const subscriptionEvent = (type: string, userId: string, status: string, createdSeconds?: number) =>
  stripeEvent(
    type,
    {
      id: `sub_${userId.slice(0, 8)}`,
      object: 'subscription',
      status,
      customer: `cus_${userId.slice(0, 8)}`,
      cancel_at_period_end: false,
      metadata: { userId },
      items: {
        object: 'list',
        data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400 }],
      },
    },
    createdSeconds,
  );

describe('Stripe webhooks (real SDK signatures)', () => {
  it('refuses a delivery with a bad or missing signature, and changes nothing', async () => {
    const { cookie, id } = await onboarded();
    const payload = checkoutCompleted(id);
    const forged = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    );
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect((await (await me(t.app, cookie)).json()).subscription.active).toBe(false);
  });

  it('activates exactly once on checkout.session.completed, even when delivered twice', async () => {
    const { cookie, id } = await onboarded();
    const payload = checkoutCompleted(id);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const body = await (await me(t.app, cookie)).json();
    expect(body.subscription).toMatchObject({ status: 'active', active: true });
    expect(body.destination).toBe('/dashboard');
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, id)),
    ).toHaveLength(1);
    const eventId = JSON.parse(payload).id;
    expect(
      await t.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId)),
    ).toHaveLength(1);
  });

  it('follows subscription updates and deletion, ignoring an older event that arrives late', async () => {
    const { cookie, id } = await onboarded();
    await deliver(checkoutCompleted(id));
    const now = Math.floor(Date.now() / 1000);
    await deliver(subscriptionEvent('customer.subscription.deleted', id, 'canceled', now + 10));
    expect((await (await me(t.app, cookie)).json()).subscription).toMatchObject({
      status: 'canceled',
      active: false,
    });
    // An "active" update created before the deletion, delivered after it: ignored.
    await deliver(subscriptionEvent('customer.subscription.updated', id, 'active', now + 5));
    expect((await (await me(t.app, cookie)).json()).subscription.active).toBe(false);
  });

  it('never takes access away from a complimentary address', async () => {
    const { cookie, id } = await onboarded('offert@example.com');
    await deliver(checkoutCompleted(id));
    await deliver(
      subscriptionEvent(
        'customer.subscription.deleted',
        id,
        'canceled',
        Math.floor(Date.now() / 1000) + 10,
      ),
    );
    const body = await (await me(t.app, cookie)).json();
    expect(body.subscription).toMatchObject({ active: true, complimentary: true });
  });

  it('has no sandbox pages when Stripe is the provider', async () => {
    expect((await t.app.request('/sandbox/portal')).status).toBe(404);
  });

  it('accepts the webhook from Stripe’s servers (no Origin of ours needed)', async () => {
    const { id } = await onboarded();
    const payload = checkoutCompleted(id);
    const response = await t.app.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://stripe.com',
        'Stripe-Signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    expect(response.status).toBe(200);
  });
});
