import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { INVENTORY_MESSAGES, type InventoryItem } from '../../../shared/inventory';
import type { ShoppingItem } from '../../../shared/shopping';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof subscribedUser>>;
let b: Awaited<ReturnType<typeof subscribedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await subscribedUser(t.app, t.db);
  b = await subscribedUser(t.app, t.db);
});
afterAll(() => t.close());

const list = (cookie: string) => listItems<InventoryItem>(t.app, '/api/inventory-items', cookie);

describe('the pantry (« Placard »)', () => {
  it('refuses a location that is neither the fridge nor the pantry, in French', async () => {
    const answer = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Riz',
      location: 'cave',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(INVENTORY_MESSAGES.location);
  });

  it('stores and lists a pantry item with its location; another household cannot see or change it', async () => {
    const created = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Pâtes',
      quantity: 500,
      unit: 'g',
      location: 'pantry',
    });
    expect(created.status).toBe(201);
    const pasta = (await created.json()) as InventoryItem;
    expect(pasta.location).toBe('pantry');
    const fridgeOne = await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Lait' })
    ).json();
    expect(fridgeOne.location).toBe('fridge');

    expect(await list(a.cookie)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: pasta.id, name: 'Pâtes', location: 'pantry' }),
        expect.objectContaining({ name: 'Lait', location: 'fridge' }),
      ]),
    );

    const moved = await sendJson(t.app, 'PATCH', `/api/inventory-items/${pasta.id}`, a.cookie, {
      location: 'fridge',
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).location).toBe('fridge');
    const bad = await sendJson(t.app, 'PATCH', `/api/inventory-items/${pasta.id}`, a.cookie, {
      location: 'grenier',
    });
    expect(bad.status).toBe(400);

    expect(await list(b.cookie)).toEqual([]);
    const stolen = await sendJson(t.app, 'PATCH', `/api/inventory-items/${pasta.id}`, b.cookie, {
      location: 'pantry',
    });
    expect(stolen.status).toBe(404);
    expect((await list(a.cookie)).find((item) => item.id === pasta.id)?.location).toBe('fridge');
  });

  it('puts a dry good ticked from the list in the pantry, fresh food in the fridge', async () => {
    const added = await sendJson(t.app, 'POST', '/api/shopping-items', b.cookie, {
      recipeId: 'risotto',
      recipeTitle: 'Risotto',
      lines: ['300 g de riz', '50 cl de lait'],
    });
    expect(added.status).toBe(201);
    const rows = (await added.json()).items as ShoppingItem[];
    const ticked = await sendJson(t.app, 'POST', '/api/shopping-items/check', b.cookie, {
      ids: rows.map((row) => row.id),
      checked: true,
      toFridge: true,
    });
    expect(ticked.status).toBe(200);
    const items = await list(b.cookie);
    expect(items.find((item) => item.name === 'riz')).toMatchObject({ location: 'pantry' });
    expect(items.find((item) => item.name === 'lait')).toMatchObject({ location: 'fridge' });
    expect(await list(a.cookie)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'riz' })]),
    );
  });
});
