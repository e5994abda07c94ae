import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, newUser, signUp, verifyEmail } from '../../../../tests/support/auth';
import { FakeStripe } from '../../../../tests/support/fake-stripe';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import {
  billingEvents,
  notifications,
  userPreferences,
  users,
  userSubscriptions,
} from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_popote';
const stripe = new Stripe('sk_test_popote');
const fake = new FakeStripe();
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_popote',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_test_premium',
    STRIPE_API_URL: await fake.start(),
    COMPLIMENTARY_EMAILS: 'offert@example.com',
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

let sequence = 0;
function stripeEvent(type: string, object: Record<string, unknown>, createdSeconds = nowSeconds()) {
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
  return { cookie, id: row!.id, email: user.email };
}

const subscriptionId = (userId: string) => `sub_${userId.slice(0, 8)}`;

/** What Stripe holds for this user's subscription from now on. */
function stripeHolds(userId: string, status: string, extra: { cancelAtPeriodEnd?: boolean } = {}) {
  fake.subscriptions.set(subscriptionId(userId), {
    id: subscriptionId(userId),
    status,
    customer: `cus_${userId.slice(0, 8)}`,
    cancel_at_period_end: extra.cancelAtPeriodEnd ?? false,
    metadata: { userId },
    current_period_end: nowSeconds() + 30 * DAY,
  });
}

const checkoutSession = (userId: string, paymentStatus = 'paid') => ({
  id: `cs_test_${userId}`,
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: paymentStatus,
  client_reference_id: userId,
  customer: `cus_${userId.slice(0, 8)}`,
  subscription: subscriptionId(userId),
  created: nowSeconds(),
});

const checkoutCompleted = (userId: string, paymentStatus = 'paid') =>
  stripeEvent('checkout.session.completed', checkoutSession(userId, paymentStatus));

/** A subscription event whose payload says `status` — Stripe's current state is what counts. */
const subscriptionEvent = (type: string, userId: string, status: string, createdSeconds?: number) =>
  stripeEvent(
    type,
    {
      id: subscriptionId(userId),
      object: 'subscription',
      status,
      customer: `cus_${userId.slice(0, 8)}`,
      cancel_at_period_end: false,
      metadata: { userId },
      items: { object: 'list', data: [{ current_period_end: nowSeconds() + 30 * DAY }] },
    },
    createdSeconds,
  );

const subscription = async (cookie: string) =>
  (await (await me(t.app, cookie)).json()).subscription;

describe('Stripe webhooks (real SDK signatures, a local fake Stripe)', () => {
  it('refuses a delivery with a bad or missing signature, and changes nothing', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'active');
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
    expect((await subscription(cookie)).active).toBe(false);
  });

  it('activates exactly once on checkout.session.completed, even when delivered twice', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'active');
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
    // The period Stripe holds is the one kept.
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, id));
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY * 1000);
  });

  it('activates an unpaid checkout (a bank debit) only once its payment succeeded', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'incomplete');
    expect((await deliver(checkoutCompleted(id, 'unpaid'))).status).toBe(200);
    expect(await subscription(cookie)).toMatchObject({ active: false });
    stripeHolds(id, 'active');
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSession(id)));
    expect(await subscription(cookie)).toMatchObject({ status: 'active', active: true });
  });

  it('writes what Stripe holds now, whatever order the events arrive in', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'active');
    await deliver(checkoutCompleted(id));
    // Cancelled at Stripe: the deletion event, then an older « active » update delivered late.
    stripeHolds(id, 'canceled');
    await deliver(subscriptionEvent('customer.subscription.deleted', id, 'canceled'));
    expect(await subscription(cookie)).toMatchObject({ status: 'canceled', active: false });
    await deliver(
      subscriptionEvent('customer.subscription.updated', id, 'active', nowSeconds() - 60),
    );
    expect(await subscription(cookie)).toMatchObject({ status: 'canceled', active: false });
    // The reverse: a payload older than the truth says past_due, Stripe says active again.
    stripeHolds(id, 'active');
    await deliver(subscriptionEvent('customer.subscription.updated', id, 'past_due'));
    expect(await subscription(cookie)).toMatchObject({ status: 'active', active: true });
  });

  it('answers 500 while Stripe cannot be asked, so that Stripe retries, and applies the retry', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'active');
    const payload = checkoutCompleted(id);
    fake.failWith = 503;
    try {
      expect((await deliver(payload)).status).toBe(500);
    } finally {
      fake.failWith = null;
    }
    expect((await subscription(cookie)).active).toBe(false);
    expect((await deliver(payload)).status).toBe(200);
    expect((await subscription(cookie)).active).toBe(true);
  });

  it('answers 200 to the events of an account deleted since, and writes nothing', async () => {
    const { id } = await onboarded();
    stripeHolds(id, 'active');
    await t.db.delete(users).where(eq(users.id, id));
    expect((await deliver(checkoutCompleted(id))).status).toBe(200);
    expect(
      (await deliver(subscriptionEvent('customer.subscription.updated', id, 'active'))).status,
    ).toBe(200);
    expect(
      await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, id)),
    ).toEqual([]);
    // A reference that is no account at all.
    const stray = { ...checkoutSession(id), client_reference_id: 'pas-un-compte' };
    expect((await deliver(stripeEvent('checkout.session.completed', stray))).status).toBe(200);
  });

  it('confirms a finished checkout only once it is paid', async () => {
    const { cookie, id } = await onboarded();
    stripeHolds(id, 'incomplete');
    fake.sessions.set(`cs_confirm_${id}`, {
      ...checkoutSession(id, 'unpaid'),
      id: `cs_confirm_${id}`,
    });
    const confirm = () =>
      t.app.request('/api/billing/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: cookie },
        body: JSON.stringify({ sessionId: `cs_confirm_${id}` }),
      });
    expect(await (await confirm()).json()).toEqual({ active: false });
    stripeHolds(id, 'active');
    fake.sessions.set(`cs_confirm_${id}`, { ...checkoutSession(id), id: `cs_confirm_${id}` });
    expect(await (await confirm()).json()).toEqual({ active: true });
  });

  it('never takes access away from a verified complimentary address', async () => {
    const { cookie, id, email } = await onboarded('offert@example.com');
    await verifyEmail(t.app, t.db, email);
    stripeHolds(id, 'active');
    await deliver(checkoutCompleted(id));
    stripeHolds(id, 'canceled');
    await deliver(subscriptionEvent('customer.subscription.deleted', id, 'canceled'));
    expect(await subscription(cookie)).toMatchObject({ active: true, complimentary: true });
  });

  it('has no sandbox pages when Stripe is the provider', async () => {
    expect((await t.app.request('/sandbox/portal')).status).toBe(404);
  });

  it('accepts the webhook from Stripe’s servers (no Origin of ours needed)', async () => {
    const { id } = await onboarded();
    stripeHolds(id, 'active');
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
