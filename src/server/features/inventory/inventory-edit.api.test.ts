import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { inventoryItems } from '../../db/schema';
import { INVENTORY_MESSAGES, type InventoryItem } from '../../../shared/inventory';

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

    for (const bad of [
      {},
      { quantity: 0 },
      { quantity: 2.555 },
      { expirationDate: '2026-02-30' },
    ]) {
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

  it('keeps two decimals: « 0,5 » l stays 0,5 l, 1,5 kg stays 1,5 kg', async () => {
    const a = await subscribedUser(t.app, t.db);
    const created = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Lait',
      quantity: 0.5,
      unit: 'l',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as InventoryItem;
    expect(await list(a.cookie)).toEqual([
      expect.objectContaining({ id, quantity: 0.5, unit: 'l' }),
    ]);
    const [row] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
    expect(row!.quantity).toBe(0.5);

    const edited = await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, a.cookie, {
      quantity: 1.25,
    });
    expect(((await edited.json()) as InventoryItem).quantity).toBe(1.25);
    expect(await list(a.cookie)).toEqual([expect.objectContaining({ quantity: 1.25 })]);
  });

  it('refuses 0, -1, 1,234 and 10 000 with the French message', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Beurre' })
    ).json();
    for (const quantity of [0, -1, 1.234, 10000, '0,5']) {
      for (const [method, path, body] of [
        ['POST', '/api/inventory-items', { name: 'Beurre', quantity }],
        ['PATCH', `/api/inventory-items/${id}`, { quantity }],
      ] as const) {
        const refused = await sendJson(t.app, method, path, a.cookie, body);
        expect(refused.status, `${method} ${quantity}`).toBe(400);
        expect((await refused.json()).error.fields).toEqual([
          { path: 'quantity', message: INVENTORY_MESSAGES.quantity },
        ]);
      }
    }
    expect(await list(a.cookie)).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('edits every field: name, quantity, unit, category and date', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = (await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Bidule' })
    ).json()) as InventoryItem;
    const patch = (body: object) =>
      sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, a.cookie, body);

    // Renamed without a category: recognised like an added item.
    const renamed = await patch({ name: ' crème fraîche ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'crème fraîche',
      category: 'Produits Laitiers',
      ingredientId: 'creme-fraiche',
    });

    const all = await patch({
      name: 'Gruyère',
      quantity: 0.25,
      unit: 'kg',
      category: 'Épicerie',
      expirationDate: '2030-01-15',
    });
    expect(await all.json()).toMatchObject({
      name: 'Gruyère',
      quantity: 0.25,
      unit: 'kg',
      category: 'Épicerie',
      ingredientId: 'gruyere',
      expirationDate: '2030-01-15',
    });
    // The category the household chose stays through a rename.
    expect(await (await patch({ name: 'Comté' })).json()).toMatchObject({
      name: 'Comté',
      category: 'Épicerie',
    });
    // « Autre » chosen without a rename is a correction, kept.
    expect(await (await patch({ category: 'Autre' })).json()).toMatchObject({ category: 'Autre' });
    expect(await list(a.cookie)).toEqual([
      expect.objectContaining({ id, name: 'Comté', quantity: 0.25, unit: 'kg', category: 'Autre' }),
    ]);

    for (const bad of [
      { name: '   ' },
      { unit: 'tonne' },
      { category: 'Surgelés' },
      { name: 'x'.repeat(81) },
    ]) {
      expect((await patch(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const empty = await patch({});
    expect((await empty.json()).error.fields[0].message).toBe(INVENTORY_MESSAGES.patchEmpty);
  });

  it('answers 404 for another household’s item, whatever the field, and changes nothing', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = (await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Beurre' })
    ).json()) as InventoryItem;
    for (const body of [
      { name: 'Volé' },
      { unit: 'kg' },
      { category: 'Épicerie' },
      { quantity: 0.5 },
      { expirationDate: '2030-01-01' },
    ]) {
      const refused = await sendJson(t.app, 'PATCH', `/api/inventory-items/${id}`, b.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(404);
    }
    expect(await list(a.cookie)).toEqual([
      expect.objectContaining({ name: 'Beurre', quantity: 1, unit: 'unité', expirationDate: null }),
    ]);
  });
});
