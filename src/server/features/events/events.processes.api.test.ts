import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { startServerProcesses, type ServerProcess } from '../../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app';

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
});
