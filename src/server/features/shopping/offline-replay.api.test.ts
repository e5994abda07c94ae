// Changes made offline are sent again when the device cannot know whether they arrived (its
// answer was lost): each one must count once (docs/decisions/0013-offline-sync.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (path: string, cookie: string) =>
  (await (await t.app.request(path, { headers: { Cookie: cookie } })).json()).items as {
    id: string;
    name: string;
    checked?: boolean;
    quantity: string | number;
  }[];

describe('an item added with the id the device chose', () => {
  it('is added once to the shopping list, however often the request is sent', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = randomUUID();
    const body = { id, name: 'Lait', quantity: '2', unit: 'l' };
    const first = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    expect(first.status).toBe(201);
    expect((await first.json()).items).toEqual([
      expect.objectContaining({ id, name: 'Lait', quantity: '2', unit: 'l', checked: false }),
    ]);
    const again = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    expect(again.status).toBe(200);
    expect((await again.json()).items).toEqual([expect.objectContaining({ id, name: 'Lait' })]);
    expect(await list('/api/shopping-items', a.cookie)).toEqual([
      expect.objectContaining({ id, name: 'Lait' }),
    ]);
  });

  it('keeps a check made meanwhile when the add is replayed', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = randomUUID();
    const body = { id, name: 'Beurre', quantity: '', unit: 'unité' };
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    await sendJson(t.app, 'PATCH', `/api/shopping-items/${id}`, a.cookie, { checked: true });
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    expect(await list('/api/shopping-items', a.cookie)).toEqual([
      expect.objectContaining({ id, checked: true, quantity: '1' }),
    ]);
  });

  it('is added once to the fridge, however often the request is sent', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = randomUUID();
    const body = { id, name: 'Yaourts', quantity: 4, category: 'Produits Laitiers' };
    expect((await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, body)).status).toBe(
      201,
    );
    const again = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id, name: 'Yaourts', quantity: 4 });
    expect(await list('/api/inventory-items', a.cookie)).toHaveLength(1);
  });

  it('never touches another household’s item with the same id', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const id = randomUUID();
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, { id, name: 'Sel' });
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { id, name: 'Sel' });

    const shopping = await sendJson(t.app, 'POST', '/api/shopping-items', b.cookie, {
      id,
      name: 'Poivre',
    });
    expect(shopping.status).toBe(409);
    const fridge = await sendJson(t.app, 'POST', '/api/inventory-items', b.cookie, {
      id,
      name: 'Poivre',
    });
    expect(fridge.status).toBe(409);
    expect(await list('/api/shopping-items', b.cookie)).toEqual([]);
    expect(await list('/api/shopping-items', a.cookie)).toEqual([
      expect.objectContaining({ id, name: 'Sel' }),
    ]);
    expect(await list('/api/inventory-items', a.cookie)).toEqual([
      expect.objectContaining({ id, name: 'Sel' }),
    ]);
  });

  it('refuses an id that is not a UUID', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const path of ['/api/shopping-items', '/api/inventory-items']) {
      const response = await sendJson(t.app, 'POST', path, a.cookie, { id: 'abc', name: 'Riz' });
      expect(response.status, path).toBe(400);
    }
  });
});

describe('a change sent for an item deleted elsewhere', () => {
  it('answers 404 and brings nothing back', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = randomUUID();
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, { id, name: 'Pain' });
    expect((await sendJson(t.app, 'DELETE', `/api/shopping-items/${id}`, a.cookie)).status).toBe(
      200,
    );
    const check = await sendJson(t.app, 'PATCH', `/api/shopping-items/${id}`, a.cookie, {
      checked: true,
    });
    expect(check.status).toBe(404);
    expect((await sendJson(t.app, 'DELETE', `/api/shopping-items/${id}`, a.cookie)).status).toBe(
      404,
    );
    expect(await list('/api/shopping-items', a.cookie)).toEqual([]);
  });
});
