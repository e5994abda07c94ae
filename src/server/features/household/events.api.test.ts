import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  latestMail,
  postJson,
  sendJson,
  signIn,
  subscribedUser,
} from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { createApp } from '../../app';
import { createServices } from '../../services';
import { connectDatabase } from '../../db/client';
import { householdMembers, households, rateLimits, sessions } from '../../db/schema';
import { HouseholdEvents, STREAM_LIMITS } from './events';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Many sign-ups from one address: the sign-up limit is not what these tests are about.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('GET /api/events', () => {
  it('tells the household’s open pages what changed, and no other household', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const mine = await openEventStream(t.app, a.cookie);
    const theirs = await openEventStream(t.app, b.cookie);
    await mine.waitFor('ready');
    await theirs.waitFor('ready');

    const added = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      name: 'Farine',
    });
    expect(added.status).toBe(201);
    const [change] = await mine.waitFor('change');
    expect(change!.data).toEqual({ topic: 'shopping' });

    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Lait' });
    const changes = await mine.waitFor('change', 2);
    expect(changes[1]!.data).toEqual({ topic: 'inventory' });

    // A refused write tells nobody; the other household heard nothing at all.
    const refused = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {});
    expect(refused.status).toBe(400);
    await sendJson(t.app, 'POST', '/api/shopping-items', b.cookie, { name: 'Sel' });
    await theirs.waitFor('change');
    expect(mine.events.filter((event) => event.event === 'change')).toHaveLength(2);
    expect(theirs.events.filter((event) => event.event === 'change')).toHaveLength(1);
    await mine.close();
    await theirs.close();
  });

  it('carries a change made through another server process on the same database', async () => {
    const other = connectDatabase(t.url, { poolSize: 2 });
    const services = createServices({
      config: t.config,
      db: other.db,
      logger: pino({ level: 'silent' }),
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    });
    const secondProcess = createApp(services, { clientDir: null });
    try {
      const a = await subscribedUser(t.app, t.db);
      const stream = await openEventStream(t.app, a.cookie);
      await stream.waitFor('ready');
      const added = await sendJson(secondProcess, 'POST', '/api/shopping-items', a.cookie, {
        name: 'Œufs',
      });
      expect(added.status).toBe(201);
      const [change] = await stream.waitFor('change');
      expect(change!.data).toEqual({ topic: 'shopping' });
      await stream.close();
    } finally {
      await services.events.close();
      await other.close();
    }
  });

  it('needs a session', async () => {
    expect((await t.app.request('/api/events')).status).toBe(401);
  });
});

/** A second server process on the same database, in this one (its own LISTEN connection). */
function secondProcess(events?: (services: ReturnType<typeof createServices>) => HouseholdEvents) {
  const other = connectDatabase(t.url, { poolSize: 2 });
  const services = createServices({
    config: t.config,
    db: other.db,
    logger: pino({ level: 'silent' }),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
  });
  if (events) services.events = events(services);
  return {
    app: createApp(services, { clientDir: null }),
    services,
    async close() {
      await services.events.close();
      await other.close();
    },
  };
}

/** A change made by `writer` reaches `stream`: it is still open and listening. */
async function stillHears(stream: Awaited<ReturnType<typeof openEventStream>>, writer: string) {
  const seen = stream.named('change').length;
  const added = await sendJson(t.app, 'POST', '/api/shopping-items', writer, { name: 'Sel' });
  expect(added.status).toBe(201);
  await stream.waitFor('change', seen + 1);
}

describe('how many streams stay open', () => {
  it(`keeps ${STREAM_LIMITS.perUser} per user: one more ends the oldest, which is told not to come back`, async () => {
    const a = await subscribedUser(t.app, t.db);
    const streams = [];
    for (let index = 0; index < STREAM_LIMITS.perUser; index += 1) {
      const stream = await openEventStream(t.app, a.cookie);
      await stream.waitFor('ready');
      streams.push(stream);
    }
    const newest = await openEventStream(t.app, a.cookie);
    await newest.waitFor('ready');
    const [oldest, ...others] = streams;
    await oldest!.ended;
    expect(oldest!.named('replaced')).toHaveLength(1);
    // The others, and the new one, still hear the household; another user's count is theirs.
    await stillHears(newest, a.cookie);
    for (const stream of others) {
      await stream.waitFor('change');
      expect(stream.named('replaced')).toEqual([]);
    }
    const b = await subscribedUser(t.app, t.db);
    const theirs = await openEventStream(t.app, b.cookie);
    await stillHears(theirs, b.cookie);
    await Promise.all([newest, theirs, ...others].map((stream) => stream.close()));
  });

  it('refuses a stream over the process’s cap with 503 and the French message', async () => {
    const other = secondProcess(
      (services) => new HouseholdEvents(services.db, services.logger, { perProcess: 2 }),
    );
    try {
      const a = await subscribedUser(t.app, t.db);
      const b = await subscribedUser(t.app, t.db);
      const first = await openEventStream(other.app, a.cookie);
      const second = await openEventStream(other.app, b.cookie);
      await Promise.all([first.waitFor('ready'), second.waitFor('ready')]);
      const refused = await other.app.request('/api/events', { headers: { Cookie: a.cookie } });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
      });
      // A closed stream frees its place.
      await second.close();
      const third = await openEventStream(other.app, b.cookie);
      await third.waitFor('ready');
      await Promise.all([first.close(), third.close()]);
    } finally {
      await other.close();
    }
  });
});

describe('a stream ends with its session', () => {
  it('on sign-out, which ends every session of the account, on every process', async () => {
    const a = await subscribedUser(t.app, t.db);
    const phone = (await signIn(t.app, a.user)).cookie;
    const b = await subscribedUser(t.app, t.db);
    const other = secondProcess();
    try {
      const onPhone = await openEventStream(t.app, phone);
      const onOther = await openEventStream(other.app, a.cookie);
      const theirs = await openEventStream(t.app, b.cookie);
      await Promise.all([onPhone, onOther, theirs].map((stream) => stream.waitFor('ready')));
      expect((await sendJson(t.app, 'POST', '/api/auth/sign-out', a.cookie)).status).toBe(200);
      await onPhone.ended;
      await onOther.ended;
      expect(onPhone.named('replaced')).toEqual([]);
      await stillHears(theirs, b.cookie);
      await theirs.close();
    } finally {
      await other.close();
    }
  });

  it('on a password reset', async () => {
    const a = await subscribedUser(t.app, t.db);
    const stream = await openEventStream(t.app, a.cookie);
    await stream.waitFor('ready');
    await postJson(t.app, '/api/auth/password-reset', { email: a.user.email });
    const link = (await latestMail(t.db, a.user.email)).links[0]!;
    const reset = await postJson(t.app, '/api/auth/reset-password', {
      token: new URL(link).searchParams.get('token'),
      newPassword: 'nouveau-secret',
    });
    expect(reset.status).toBe(200);
    await stream.ended;
  });

  it('on an e-mail change, except the stream of the session that confirmed it', async () => {
    const a = await subscribedUser(t.app, t.db);
    const phone = (await signIn(t.app, a.user)).cookie;
    const here = await openEventStream(t.app, a.cookie);
    const onPhone = await openEventStream(t.app, phone);
    await Promise.all([here.waitFor('ready'), onPhone.waitFor('ready')]);
    const newEmail = `nouvelle.${Date.now()}@example.com`;
    await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail,
      currentPassword: a.user.password,
    });
    const link = (await latestMail(t.db, newEmail)).links.find((candidate) =>
      candidate.includes('/api/account/email/confirm?token='),
    )!;
    await t.app.request(link.replace(TEST_BASE_URL, ''), { headers: { Cookie: a.cookie } });
    await onPhone.ended;
    await stillHears(here, a.cookie);
    await here.close();
  });

  it('on the account’s deletion; the household’s other members keep theirs', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const member = await subscribedUser(t.app, t.db);
    await t.db
      .update(householdMembers)
      .set({ householdId: owner.householdId, role: 'member' })
      .where(eq(householdMembers.userId, member.id));
    const owners = await openEventStream(t.app, owner.cookie);
    const members = await openEventStream(t.app, member.cookie);
    await Promise.all([owners.waitFor('ready'), members.waitFor('ready')]);
    const deleted = await sendJson(t.app, 'DELETE', '/api/account', member.cookie, {
      password: member.user.password,
    });
    expect(deleted.status).toBe(200);
    await members.ended;
    const seen = members.named('change').length;
    await stillHears(owners, owner.cookie);
    expect(members.named('change')).toHaveLength(seen);
    await owners.close();
  });

  it('when its session is gone without a word, or its user left the household: at the next check', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const c = await subscribedUser(t.app, t.db);
    const expired = await openEventStream(t.app, a.cookie);
    const moved = await openEventStream(t.app, b.cookie);
    const kept = await openEventStream(t.app, c.cookie);
    await Promise.all([expired, moved, kept].map((stream) => stream.waitFor('ready')));
    // As if a notice were lost: the session expired, the membership changed, nobody told.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, a.id));
    const [elsewhere] = await t.db
      .insert(households)
      .values({ name: 'Ailleurs', ownerId: b.id })
      .returning();
    await t.db
      .update(householdMembers)
      .set({ householdId: elsewhere!.id })
      .where(eq(householdMembers.userId, b.id));
    await t.services.events.recheck();
    await expired.ended;
    await moved.ended;
    await stillHears(kept, c.cookie);
    await kept.close();
  });
});
