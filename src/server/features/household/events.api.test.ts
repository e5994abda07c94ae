import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { createTestApp } from '../../../../tests/support/test-app';
import { createApp } from '../../app';
import { createServices } from '../../services';
import { connectDatabase } from '../../db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
