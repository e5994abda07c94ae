import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, newUser, signUp, verifyEmail } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { userPreferences, userSubscriptions, users } from '../../db/schema';
import { isSubscriptionActive } from '../../../shared/me';
import { requireSubscriber } from './access';
import { requireUser } from './session';
import type { AppEnv } from '../../platform/context';
import { createErrorHandler } from '../../platform/error-handler';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ COMPLIMENTARY_EMAILS: 'Chef@Popote.test' });
});
afterAll(() => t.close());

async function userId(email: string) {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row!.id;
}

async function destination(cookie: string) {
  return (await (await me(t.app, cookie)).json()).destination;
}

describe('sign-in destination (section 4)', () => {
  it('goes to the questionnaire, then the subscription, then the dashboard as the account fills in', async () => {
    const { user, cookie } = await signUp(t.app);
    const id = await userId(user.email);
    expect(await destination(cookie)).toBe('/questionnaire');
    await t.db.insert(userPreferences).values({ userId: id });
    expect(await destination(cookie)).toBe('/subscription');
    await t.db
      .insert(userSubscriptions)
      .values({ userId: id, status: 'active', provider: 'sandbox' });
    expect(await destination(cookie)).toBe('/dashboard');
    await t.db
      .update(userSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(userSubscriptions.userId, id));
    expect(await destination(cookie)).toBe('/subscription');
  });

  it('counts a complimentary address as subscribed once verified, whatever its case', async () => {
    const { user, cookie } = await signUp(t.app, newUser({ email: 'chef@popote.test' }));
    await t.db.insert(userPreferences).values({ userId: await userId(user.email) });
    // Whoever registers the address first gets nothing before proving it is theirs.
    const before = await (await me(t.app, cookie)).json();
    expect(before.subscription).toMatchObject({ active: false, complimentary: false });
    expect(before.destination).toBe('/subscription');
    await verifyEmail(t.app, t.db, user.email);
    const body = await (await me(t.app, cookie)).json();
    expect(body.subscription).toEqual({
      status: null,
      active: true,
      complimentary: true,
      sharedBy: null,
      periodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(body.destination).toBe('/dashboard');
  });
});

describe('isSubscriptionActive', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const row = (status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid', extra = {}) => ({
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    ...extra,
  });

  it('lets active, trialing (FREE30) and past-due subscriptions in, not canceled or unpaid ones', () => {
    expect(
      ['active', 'trialing', 'past_due'].map((s) => isSubscriptionActive(row(s as 'active'), now)),
    ).toEqual([true, true, true]);
    expect(isSubscriptionActive(row('canceled'), now)).toBe(false);
    expect(isSubscriptionActive(row('unpaid'), now)).toBe(false);
    expect(isSubscriptionActive(undefined, now)).toBe(false);
  });

  it('keeps access until the end of a period cancelled at its end', () => {
    const ending = (end: string) =>
      row('active', { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(end) });
    expect(isSubscriptionActive(ending('2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(isSubscriptionActive(ending('2026-11-01T00:00:00Z'), now)).toBe(false);
  });

  it('ends a sandbox period (a FREE30 trial too) on the dot: the sandbox never renews', () => {
    const sandbox = (status: 'active' | 'trialing', end: string) =>
      row(status, { provider: 'sandbox', currentPeriodEnd: new Date(end) });
    expect(isSubscriptionActive(sandbox('trialing', '2026-11-22T12:00:01Z'), now)).toBe(true);
    expect(isSubscriptionActive(sandbox('trialing', '2026-11-22T11:59:59Z'), now)).toBe(false);
    expect(isSubscriptionActive(sandbox('active', '2026-11-21T12:00:00Z'), now)).toBe(false);
  });

  it('gives a renewing Stripe period three days for its renewal event, and no more', () => {
    const stripe = (end: string, extra = {}) =>
      row('active', { provider: 'stripe', currentPeriodEnd: new Date(end), ...extra });
    expect(isSubscriptionActive(stripe('2026-11-20T12:00:00Z'), now)).toBe(true);
    expect(isSubscriptionActive(stripe('2026-11-19T11:59:59Z'), now)).toBe(false);
    // A past-due subscription Stripe still retries ends the same way.
    expect(isSubscriptionActive(stripe('2026-11-10T00:00:00Z', { status: 'past_due' }), now)).toBe(
      false,
    );
    // Cancelled at the period's end: no renewal to wait for.
    expect(
      isSubscriptionActive(stripe('2026-11-22T11:00:00Z', { cancelAtPeriodEnd: true }), now),
    ).toBe(false);
  });
});

describe('dashboard gate on the server', () => {
  const gated = () =>
    new Hono<AppEnv>()
      .use(requireUser(t.services), requireSubscriber(t.services))
      .get('/', (c) => c.json({ ok: true }))
      .onError(createErrorHandler(t.services.logger));

  it('answers 401, then 403 until onboarding is done, then 402 until subscribed, then lets in', async () => {
    const app = gated();
    expect((await app.request('/')).status).toBe(401);
    const { user, cookie } = await signUp(t.app);
    const id = await userId(user.email);
    const first = await app.request('/', { headers: { Cookie: cookie } });
    expect(first.status).toBe(403);
    expect((await first.json()).error.code).toBe('ONBOARDING_REQUIRED');
    await t.db.insert(userPreferences).values({ userId: id });
    const second = await app.request('/', { headers: { Cookie: cookie } });
    expect(second.status).toBe(402);
    expect((await second.json()).error.message).toBe(
      'Un abonnement actif est nécessaire pour accéder à votre espace.',
    );
    await t.db
      .insert(userSubscriptions)
      .values({ userId: id, status: 'trialing', provider: 'sandbox' });
    expect((await app.request('/', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
