import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { inventoryItems } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (cookie: string) => listItems(t.app, '/api/inventory-items', cookie);

describe('correcting a fridge item', () => {
  it('changes its quantity and expiry date, or clears the date', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
        name: 'Yaourts',
        quantity: 4,
        expirationDate: '2026-11-30',
        category: 'Produits Laitiers',
      })
    ).json();
    await t.db
      .update(inventoryItems)
      .set({ soonNotifiedAt: new Date() })
      .where(eq(inventoryItems.id, id));

    const edited = await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, a.cookie, {
      quantity: 2,
      expirationDate: '2026-12-04',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: 'Yaourts',
      quantity: 2,
      expirationDate: '2026-12-04',
      category: 'Produits Laitiers',
    });
    const [row] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
    expect(row!.soonNotifiedAt).toBeNull();

    await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, a.cookie, { expirationDate: '' });
    expect(await list(a.cookie)).toEqual([
      expect.objectContaining({ quantity: 2, expirationDate: null }),
    ]);

    for (const bad of [{}, { quantity: 0 }, { quantity: 2.5 }, { expirationDate: '2026-02-30' }]) {
      expect(
        (await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, a.cookie, bad)).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('does not let another household change it', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Beurre' })
    ).json();
    const refused = await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, b.cookie, {
      quantity: 9,
    });
    expect(refused.status).toBe(404);
    expect(await list(a.cookie)).toEqual([expect.objectContaining({ quantity: 1 })]);
  });
});
