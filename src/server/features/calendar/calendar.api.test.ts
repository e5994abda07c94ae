import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import type { CalendarFeedCreated } from '../../../shared/calendar';
import {
  householdMembers,
  requestLimits,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof subscribedUser>>;

/** Today in Zurich plus `days`, as 'YYYY-MM-DD'. */
function zurichDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The UTC instant of a Zurich wall-clock time, computed independently of the server's code. */
function zurichInstant(date: string, time: string): string {
  const naive = new Date(`${date}T${time}:00Z`);
  const zurich = new Date(naive.toLocaleString('en-US', { timeZone: 'Europe/Zurich' }));
  const utc = new Date(naive.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(naive.getTime() - (zurich.getTime() - utc.getTime())).toISOString();
}

const status = async (cookie: string) =>
  (await t.app.request('/api/calendar', { headers: { Cookie: cookie } })).json();

async function createAddress(user: Pick<User, 'cookie'>): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/calendar', user.cookie);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as CalendarFeedCreated;
  expect(url).toMatch(new RegExp(`^${TEST_BASE_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  return new URL(url).pathname;
}

/** What a phone calendar does: fetch the address (no cookie) and read its events. */
async function readFeed(path: string) {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
    };
  });
}

async function plan(user: Pick<User, 'cookie'>, meal: Record<string, unknown>): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', user.cookie, {
    servings: 2,
    ...meal,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A new account (questionnaire done, no subscription of its own) in the owner's household. */
async function memberOf(owner: User) {
  const { cookie, user } = await signUp(t.app);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  await t.db.insert(userPreferences).values({ userId: row!.id });
  await t.db
    .update(householdMembers)
    .set({ householdId: owner.householdId, role: 'member' })
    .where(eq(householdMembers.userId, row!.id));
  return { cookie };
}

describe('calendar feed', () => {
  it('serves the household’s meals from 30 days ago on, in Zurich time, to anyone with the address', async () => {
    const camille = await subscribedUser(t.app, t.db);
    const stranger = await subscribedUser(t.app, t.db);
    expect(await status(camille.cookie)).toEqual({ active: false, createdAt: null });

    const gratin = await plan(camille, {
      recipeTitle: 'Gratin dauphinois',
      date: zurichDay(2),
      time: '19:00',
      servings: 4,
    });
    const tarte = await plan(camille, {
      recipeTitle: 'Tarte, pommes; cannelle',
      date: zurichDay(-10),
      time: '12:30',
      servings: 1,
      type: 'dessert',
    });
    await plan(camille, { recipeTitle: 'Trop ancien', date: zurichDay(-31), time: '19:00' });
    await plan(stranger, { recipeTitle: 'Chez les voisins', date: zurichDay(1), time: '19:00' });

    const path = await createAddress(camille);
    const after = await status(camille.cookie);
    expect(after.active).toBe(true);
    expect(Date.now() - new Date(after.createdAt).getTime()).toBeLessThan(60_000);

    expect(await readFeed(path)).toEqual([
      {
        uid: `${tarte}@popote`,
        summary: 'Dessert\u00a0: Tarte, pommes; cannelle',
        description: 'Pour 1 personne',
        start: zurichInstant(zurichDay(-10), '12:30'),
      },
      {
        uid: `${gratin}@popote`,
        summary: 'Dîner\u00a0: Gratin dauphinois',
        description: 'Pour 4 personnes',
        start: zurichInstant(zurichDay(2), '19:00'),
      },
    ]);
    const strangerPath = await createAddress(stranger);
    expect((await readFeed(strangerPath)).map((event) => event.summary)).toEqual([
      'Dîner\u00a0: Chez les voisins',
    ]);
  });

  it('gives every member their own address to the same plan; each revokes only their own', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const member = await memberOf(owner);
    await plan(member, { recipeTitle: 'Soupe', date: zurichDay(0), time: '19:30' });
    const ownerPath = await createAddress(owner);
    const memberPath = await createAddress(member);
    expect(ownerPath).not.toBe(memberPath);
    const summaries = async (path: string) => (await readFeed(path)).map((e) => e.summary);
    expect(await summaries(ownerPath)).toEqual(['Dîner\u00a0: Soupe']);
    expect(await summaries(memberPath)).toEqual(['Dîner\u00a0: Soupe']);

    expect((await sendJson(t.app, 'DELETE', '/api/calendar', member.cookie)).status).toBe(200);
    expect((await t.app.request(memberPath)).status).toBe(404);
    expect(await summaries(ownerPath)).toEqual(['Dîner\u00a0: Soupe']);
  });

  it('replaces the address: the previous one stops working at once', async () => {
    const user = await subscribedUser(t.app, t.db);
    const first = await createAddress(user);
    const second = await createAddress(user);
    expect(second).not.toBe(first);
    expect((await t.app.request(first)).status).toBe(404);
    expect(await readFeed(second)).toEqual([]);
  });

  it('revokes the address; unknown, malformed and revoked addresses get the same plain 404', async () => {
    const user = await subscribedUser(t.app, t.db);
    await plan(user, { recipeTitle: 'Risotto', date: zurichDay(1), time: '19:00' });
    const path = await createAddress(user);
    const deleted = await sendJson(t.app, 'DELETE', '/api/calendar', user.cookie);
    expect(await deleted.json()).toEqual({ ok: true });
    expect(await status(user.cookie)).toEqual({ active: false, createdAt: null });

    const answers = await Promise.all(
      [path, `/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/court.ics'].map(async (p) => {
        const response = await t.app.request(p);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          body: await response.text(),
        };
      }),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 404, type: 'text/plain' });
    expect(answers[0]!.body).not.toMatch(/Risotto|révoqu/i);
  });

  it('stops serving once the owner has no access any more', async () => {
    const user = await subscribedUser(t.app, t.db);
    const path = await createAddress(user);
    await t.db
      .update(userSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(userSubscriptions.userId, user.id));
    expect((await t.app.request(path)).status).toBe(404);
  });

  it('manages addresses for signed-in subscribers only', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.request('/api/calendar', { headers: { Cookie: cookie } })).status).toBe(
      403,
    );
    expect((await sendJson(t.app, 'POST', '/api/calendar', cookie)).status).toBe(403);
    expect((await t.app.request('/api/calendar')).status).toBe(401);
    const user = await subscribedUser(t.app, t.db);
    const crossSite = await t.app.request('/api/calendar', {
      method: 'POST',
      headers: { Cookie: user.cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await status(user.cookie)).toEqual({ active: false, createdAt: null });
  });

  it('limits how often one address (IP) may fetch feeds', async () => {
    const user = await subscribedUser(t.app, t.db);
    const path = await createAddress(user);
    // In-process requests have no socket: they all count as the address « unknown ».
    const key = 'calendar-feed:ip:unknown';
    await t.db
      .insert(requestLimits)
      .values({ key, count: 300 })
      .onConflictDoUpdate({
        target: requestLimits.key,
        set: { count: 300, windowStartedAt: new Date() },
      });
    const limited = await t.app.request(path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    await t.db.delete(requestLimits).where(eq(requestLimits.key, key));
    expect((await t.app.request(path)).status).toBe(200);
  });
});
