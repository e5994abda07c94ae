import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { InventoryItem } from '../../../shared/inventory';
import { inventoryItems } from '../../db/schema';

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
      name: ' Restes du dimanche ',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      name: 'Restes du dimanche',
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
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Pommes',
      'Lait',
      'Restes du dimanche',
    ]);
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

  it('recognises a hand-typed name like a list item, and keeps a chosen category', async () => {
    const a = await subscribedUser(t.app, t.db);
    const add = async (body: object) =>
      (await (
        await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, body)
      ).json()) as InventoryItem;
    expect(await add({ name: 'crème fraîche' })).toMatchObject({
      name: 'crème fraîche',
      category: 'Produits Laitiers',
      ingredientId: 'creme-fraiche',
    });
    // The form's default « Autre » is no choice: recognised too.
    expect(await add({ name: 'Gruyère', category: 'Autre' })).toMatchObject({
      category: 'Produits Laitiers',
      ingredientId: 'gruyere',
    });
    expect(await add({ name: 'Poulet' })).toMatchObject({ category: 'Viandes et Poissons' });
    // A category the household chose is kept; the ingredient is still recognised.
    expect(await add({ name: 'Gruyère', category: 'Épicerie' })).toMatchObject({
      category: 'Épicerie',
      ingredientId: 'gruyere',
    });
    expect(await add({ name: 'Bidule' })).toMatchObject({ category: 'Autre', ingredientId: null });
    const [row] = await t.db
      .select()
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.householdId, a.householdId),
          eq(inventoryItems.name, 'crème fraîche'),
        ),
      );
    expect(row).toMatchObject({ category: 'Produits Laitiers', ingredientId: 'creme-fraiche' });
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
