import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BillingPage } from '../../src/shared/billing';

let counter = 0;
/** Today in Zurich plus `days`, as 'YYYY-MM-DD': the day planned meals and expiry dates count in. */
export function zurichDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail of the local outbox for this address (polled: mails are sent async). */
export async function mailFor(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/api/dev/mailbox')).json()) as {
        items: OutboxMail[];
      };
      found = items.find((mail) => mail.to === email.toLowerCase() && subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export async function signUpInBrowser(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.goto('/auth');
  await page
    .getByRole('button', { name: 'Créer un compte' })
    .or(page.getByRole('link', { name: 'Créer un compte' }))
    .first()
    .click();
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A subscribed household, ready on /dashboard: signs up, answers the questionnaire and pays on
 * the sandbox checkout through the same HTTP calls the app's pages make (the browser context's
 * own cookies), then opens the dashboard. The pages of that path — the sign-up form, the
 * questionnaire, the checkout and the payment result's redirect after 2 s — are journeys of
 * their own (onboarding.spec.ts, accounts.spec.ts); here they are only the way in.
 */
export async function subscribeInBrowser(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
) {
  // What the browser sends with the app's own requests: Better Auth checks it once cookies exist.
  const headers = { Origin: `http://localhost:${process.env.E2E_PORT}` };
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email: user.email,
      password: user.password,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const saved = await page.request.put('/api/preferences', {
    headers,
    data: {
      adults: 2,
      children: 0,
      dietaryRestrictions: ['none'],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    },
  });
  expect(saved.ok()).toBe(true);
  const checkout = (await (
    await page.request.post('/api/billing/checkout', { headers, data: {} })
  ).json()) as BillingPage;
  // The checkout page's « Payer CHF 9.99 » form, without a promo code.
  const paid = await page.request.post(`${checkout.url}/pay`, {
    headers,
    form: { promoCode: '' },
  });
  expect(paid.ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as {
    subscription: { active: boolean };
  };
  expect(me.subscription.active).toBe(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Waits until Popote's service worker is installed (app shell cached) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}
