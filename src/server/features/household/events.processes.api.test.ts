import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  me,
  newUser,
  postJson,
  sendJson,
  signIn,
  subscribedUser,
} from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { startServerProcesses, type ServerProcess } from '../../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app';
import { rateLimits, requestLimits } from '../../db/schema';
import { ERROR_MESSAGES } from '../../../shared/errors';

// Two real server processes on one database, as behind a load balancer: each holds its own
// LISTEN connection, and only PostgreSQL links them.
let database: TestDatabase | undefined;
let servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  servers = await startServerProcesses(2, { databaseUrl: database.url });
  [a, b] = servers as [ServerProcess, ServerProcess];
}, 45_000);

afterAll(async () => {
  try {
    await Promise.all(servers.map((server) => server.stop()));
  } finally {
    await database?.drop();
  }
});

describe('two server processes on one database', () => {
  it('accept on one the session made on the other', async () => {
    const lea = await subscribedUser(a, database!.db);
    const response = await me(b, lea.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: lea.user.email } });
  });

  it('carry a write made on A to the household’s stream on B, and to no other', async () => {
    const lea = await subscribedUser(a, database!.db);
    const neighbour = await subscribedUser(b, database!.db);
    const mine = await openEventStream(b, lea.cookie);
    const theirs = await openEventStream(b, neighbour.cookie);
    try {
      await mine.waitFor('ready');
      await theirs.waitFor('ready');

      const added = await sendJson(a, 'POST', '/api/shopping-items', lea.cookie, {
        name: 'Farine',
      });
      expect(added.status).toBe(201);
      const [change] = await mine.waitFor('change', 1, 2000);
      expect(change!.data).toEqual({ topic: 'shopping' });

      // The neighbour's own write reaches them after Léa's: had Léa's reached them, it would
      // already be there, since notifications arrive in commit order.
      const theirsAdded = await sendJson(a, 'POST', '/api/shopping-items', neighbour.cookie, {
        name: 'Sel',
      });
      expect(theirsAdded.status).toBe(201);
      await theirs.waitFor('change', 1, 2000);
      expect(theirs.named('change')).toHaveLength(1);
      expect(mine.named('change')).toHaveLength(1);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('end every session of the account on both when it signs out on one, and its streams', async () => {
    const lea = await subscribedUser(a, database!.db);
    const onB = await signIn(b, lea.user);
    expect(onB.response.status).toBe(200);
    expect((await me(b, lea.cookie)).status).toBe(200);
    expect((await me(a, onB.cookie)).status).toBe(200);
    const streamOnB = await openEventStream(b, onB.cookie);
    await streamOnB.waitFor('ready');

    const out = await sendJson(a, 'POST', '/api/auth/sign-out', lea.cookie, {});
    expect(out.status).toBe(200);
    // The page open on B stops at once (the notice crosses PostgreSQL), not at B's next check.
    await streamOnB.ended;
    // Right after, on the other process too: the session made on A, and the one made on B.
    for (const [server, cookie] of [
      [b, lea.cookie],
      [a, onB.cookie],
      [b, onB.cookie],
    ] as const) {
      const refused = await me(server, cookie);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.message).toBe(ERROR_MESSAGES.UNAUTHENTICATED);
    }
  });

  it('add sign-in attempts from one address up across both (10 a minute)', async () => {
    await database!.db.delete(rateLimits);
    await database!.db.delete(requestLimits);
    const attempt = (server: ServerProcess) =>
      postJson(server, '/api/auth/sign-in/email', {
        email: newUser().email,
        password: 'pas-le-bon',
      });
    for (const server of [a, a, a, a, a, a, b, b, b, b]) {
      expect((await attempt(server)).status).toBe(401);
    }
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await attempt(a)).status).toBe(429);
  });

  it('add failed sign-ins on one account up across both, whatever the address (10 per 15 min)', async () => {
    const lea = await subscribedUser(a, database!.db);
    await database!.db.delete(rateLimits);
    await database!.db.delete(requestLimits);
    const wrong = { email: lea.user.email, password: 'pas-le-bon' };
    for (const server of [a, a, a, a, a, b, b, b, b, b]) {
      expect((await signIn(server, wrong)).response.status).toBe(401);
    }
    // The per-address counter is emptied: only the account's, in PostgreSQL, still counts.
    await database!.db.delete(rateLimits);
    const locked = await signIn(b, lea.user);
    expect(locked.response.status).toBe(429);
    expect((await locked.response.json()).error.message).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect((await signIn(a, lea.user)).response.status).toBe(429);
  });
});
