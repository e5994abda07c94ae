import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, postJson, signUp } from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import type { BillingPage } from '../../../shared/billing';
import { notifications, users, userSubscriptions } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = {
  adults: 2,
  children: 0,
  dietaryRestrictions: ['none'],
  preferredFoods: [],
  avoidedFoods: [],
  shoppingFrequency: 'weekly',
};

async function onboardedUser() {
  const { user, cookie } = await signUp(t.app);
  const put = await t.app.request('/api/preferences', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: cookie },
    body: JSON.stringify(answers),
  });
  expect(put.status).toBe(200);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return { user, cookie, id: row!.id };
}

async function startCheckout(cookie: string) {
  const response = await postJson(t.app, '/api/billing/checkout', {}, { Cookie: cookie });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as BillingPage;
  expect(url).toMatch(new RegExp(`^${TEST_BASE_URL}/sandbox/checkout/[0-9a-f-]{36}$`));
  return { url, id: url.split('/').pop()!, path: url.replace(TEST_BASE_URL, '') };
}

const form = (cookie: string, body: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: TEST_BASE_URL,
    Cookie: cookie,
  },
  body: new URLSearchParams(body).toString(),
});

const confirm = (cookie: string, sessionId: string) =>
  postJson(t.app, '/api/billing/confirm', { sessionId }, { Cookie: cookie });

const activations = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('sandbox checkout', () => {
  it('shows a labelled test page, and activates only once paid — through the server', async () => {
    const { cookie, id: userId } = await onboardedUser();
    const checkout = await startCheckout(cookie);
    const page = await t.app.request(checkout.path, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain('Mode test\u00a0: aucun paiement réel');
    expect(html).toContain('Payer CHF 9.99');
    expect(html).toContain('Annuler');
    // The promo field is empty-looking (no placeholder); the FREE30 line waits, hidden, for the
    // code, which the page's own script (allowed by the CSP: same origin) shows as it is typed.
    expect(html).not.toContain('placeholder=');
    expect(html).toMatch(
      /id="trial-line" role="status" hidden>CHF 0 aujourd&#39;hui, puis CHF 9\.99 le \S+ \d+ \S+ \d{4}</,
    );
    expect(html).toContain('<script src="/sandbox/checkout.js" defer></script>');
    const script = await t.app.request('/sandbox/checkout.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("getElementById('trial-line')");

    // Reaching /payment/success (and asking to confirm) without paying activates nothing.
    expect(await (await confirm(cookie, checkout.id)).json()).toEqual({ active: false });
    expect((await (await me(t.app, cookie)).json()).destination).toBe('/subscription');

    const paid = await t.app.request(`${checkout.path}/pay`, form(cookie));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${TEST_BASE_URL}/payment/success?session_id=${checkout.id}`,
    );
    const body = await (await me(t.app, cookie)).json();
    expect(body.subscription).toMatchObject({
      status: 'active',
      active: true,
      cancelAtPeriodEnd: false,
    });
    expect(new Date(body.subscription.periodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(body.destination).toBe('/dashboard');

    expect(await (await confirm(cookie, checkout.id)).json()).toEqual({ active: true });
    await t.app.request(`${checkout.path}/pay`, form(cookie));
    const notes = await activations(userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Abonnement activé', type: 'system' });

    const again = await postJson(t.app, '/api/billing/checkout', {}, { Cookie: cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Votre abonnement est déjà actif.');
  });

  it('gives 30 free days (trialing) with FREE30 and refuses other codes; the trial ends', async () => {
    const { cookie, id } = await onboardedUser();
    const checkout = await startCheckout(cookie);
    const wrong = await t.app.request(
      `${checkout.path}/pay`,
      form(cookie, { promoCode: 'GRATUIT' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Ce code promo n’est pas valable.');
    await t.app.request(`${checkout.path}/pay`, form(cookie, { promoCode: ' free30 ' }));
    expect((await (await me(t.app, cookie)).json()).subscription).toMatchObject({
      status: 'trialing',
      active: true,
    });
    const [trial] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, id));
    const days = (trial!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    // Thirty days later, nobody renews a sandbox trial: access ends, back to /subscription.
    await t.db
      .update(userSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.userId, id));
    const after = await (await me(t.app, cookie)).json();
    expect(after.subscription).toMatchObject({ status: 'trialing', active: false });
    expect(after.destination).toBe('/subscription');
  });

  it('keeps a checkout to its owner', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const checkout = await startCheckout(owner.cookie);
    expect((await t.app.request(checkout.path, { headers: { Cookie: other.cookie } })).status).toBe(
      404,
    );
    expect((await t.app.request(`${checkout.path}/pay`, form(other.cookie))).status).toBe(404);
    expect((await confirm(other.cookie, checkout.id)).status).toBe(404);
    expect((await confirm(other.cookie, 'pas-un-identifiant')).status).toBe(404);
    expect((await (await me(t.app, other.cookie)).json()).subscription.active).toBe(false);
    expect((await (await me(t.app, owner.cookie)).json()).subscription.active).toBe(false);
  });

  it('cancels back to /subscription without paying', async () => {
    const { cookie } = await onboardedUser();
    const checkout = await startCheckout(cookie);
    const cancelled = await t.app.request(`${checkout.path}/cancel`, form(cookie));
    expect(cancelled.headers.get('location')).toBe(`${TEST_BASE_URL}/subscription`);
    expect((await t.app.request(`${checkout.path}/pay`, form(cookie))).status).toBe(404);
  });

  it('refuses a payment form posted from another site', async () => {
    const { cookie } = await onboardedUser();
    const checkout = await startCheckout(cookie);
    const request = form(cookie);
    request.headers.Origin = 'https://evil.example';
    expect((await t.app.request(`${checkout.path}/pay`, request)).status).toBe(403);
  });
});

describe('sandbox portal', () => {
  it('cancels at period end (access kept), resumes, then cancels now (access ends)', async () => {
    const { cookie } = await onboardedUser();
    expect((await postJson(t.app, '/api/billing/portal', {}, { Cookie: cookie })).status).toBe(404);
    const checkout = await startCheckout(cookie);
    await t.app.request(`${checkout.path}/pay`, form(cookie));

    const portal = await postJson(t.app, '/api/billing/portal', {}, { Cookie: cookie });
    expect(await portal.json()).toEqual({ url: `${TEST_BASE_URL}/sandbox/portal` });
    expect(
      await (await t.app.request('/sandbox/portal', { headers: { Cookie: cookie } })).text(),
    ).toContain('Résilier à la fin de la période');

    await t.app.request('/sandbox/portal/cancel-at-period-end', form(cookie));
    let body = await (await me(t.app, cookie)).json();
    expect(body.subscription.active).toBe(true);
    expect(
      await (await t.app.request('/sandbox/portal', { headers: { Cookie: cookie } })).text(),
    ).toContain('Reprendre l’abonnement');

    await t.app.request('/sandbox/portal/resume', form(cookie));
    await t.app.request('/sandbox/portal/cancel-now', form(cookie));
    body = await (await me(t.app, cookie)).json();
    expect(body.subscription).toMatchObject({ status: 'canceled', active: false });
    expect(body.destination).toBe('/subscription');
  });
});
