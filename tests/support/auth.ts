import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../src/server/db/client';
import {
  householdMembers,
  mailOutbox,
  userPreferences,
  userSubscriptions,
  users,
} from '../../src/server/db/schema';
import type { ItemList } from '../../src/shared/api';
import { TEST_BASE_URL } from './test-app';

type App = Pick<Hono, 'request'>;

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    email: `personne${counter}.${Date.now()}@example.com`,
    password: 'mot-de-passe',
    firstName: 'Léa',
    lastName: 'Martin',
    ...overrides,
  };
}

/** The `Cookie` header a browser would send back after this answer. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function postJson(
  app: App,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, ...headers },
    body: JSON.stringify(body),
  });
}

export async function signUp(app: App, user: TestUser = newUser()) {
  const response = await postJson(app, '/api/auth/sign-up/email', user);
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { user, cookie: cookieFrom(response) };
}

export async function signIn(app: App, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await postJson(app, '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  return { response, cookie: cookieFrom(response) };
}

export async function me(app: App, cookie: string) {
  return app.request('/api/me', { headers: { Cookie: cookie } });
}

/** The newest mail of the local outbox for this address, and its links. */
export async function latestMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail for ${to}`);
  return { ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
}

/** Follows the verification link of the newest mail to this address, as its owner would. */
export async function verifyEmail(app: App, db: Database, to: string) {
  const mail = await latestMail(db, to);
  const link = mail.links.find((href) => href.includes('/api/auth/verify-email?token='));
  if (!link) throw new Error(`no verification link for ${to}`);
  const { pathname, search } = new URL(link);
  const response = await app.request(`${pathname}${search}`);
  if (response.status >= 400) throw new Error(`verification refused: ${response.status}`);
}

/** A user who answered the questionnaire and holds an active subscription. */
export async function subscribedUser(app: App, db: Database, overrides: Partial<TestUser> = {}) {
  const { user, cookie } = await signUp(app, newUser(overrides));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email.toLowerCase()));
  await db.insert(userPreferences).values({ userId: row!.id });
  await db
    .insert(userSubscriptions)
    .values({ userId: row!.id, status: 'active', provider: 'sandbox' });
  const [member] = await db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.userId, row!.id));
  return { user, cookie, id: row!.id, householdId: member!.householdId };
}

export function sendJson(
  app: App,
  method: string,
  path: string,
  cookie: string,
  body: unknown = {},
) {
  return app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

/**
 * The `items` of a signed-in GET (the list routes: shopping, fridge, plan, people…); untyped
 * unless told, like `response.json()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function listItems<T = any>(app: App, path: string, cookie: string): Promise<T[]> {
  const response = await app.request(path, { headers: { Cookie: cookie } });
  return ((await response.json()) as ItemList<T>).items;
}
