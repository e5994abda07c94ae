import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (cookie: string) => listItems(t.app, '/api/inventory-items', cookie);

describe('fridge', () => {
  it('adds items with the defaults, an optional expiry, and lists them newest first', async () => {
    const a = await subscribedUser(t.app, t.db);
    const first = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: ' Yaourts ',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      name: 'Yaourts',
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
    });
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Lait',
      quantity: 2,
      unit: 'l',
      expirationDate: '2026-11-30',
      category: 'Produits Laitiers',
    });
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Pommes',
      expirationDate: '',
    });
    const items = await list(a.cookie);
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Pommes', 'Lait', 'Yaourts']);
    expect(items[1]).toMatchObject({
      expirationDate: '2026-11-30',
      category: 'Produits Laitiers',
      unit: 'l',
    });
    expect(items[0].expirationDate).toBeNull();
  });

  it('asks for a name with the specification’s message and refuses bad values', async () => {
    const a = await subscribedUser(t.app, t.db);
    const noName = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: '   ' });
    expect((await noName.json()).error.fields[0].message).toBe("Veuillez entrer un nom d'article");
    for (const bad of [
      { name: 'X', quantity: 0 },
      { name: 'X', quantity: 1.234 },
      { name: 'X', unit: 'tonne' },
      { name: 'X', category: 'Surgelés' },
      { name: 'X', expirationDate: '2026-13-01' },
    ]) {
      expect(
        (await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, bad)).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('keeps each household’s fridge to itself', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Beurre' })
    ).json();
    expect(await list(b.cookie)).toEqual([]);
    expect((await sendJson(t.app, 'DELETE', `/api/inventory-items/${id}`, b.cookie)).status).toBe(
      404,
    );
    expect(await list(a.cookie)).toHaveLength(1);
    expect((await sendJson(t.app, 'DELETE', `/api/inventory-items/${id}`, a.cookie)).status).toBe(
      200,
    );
  });
});
