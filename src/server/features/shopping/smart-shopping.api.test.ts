import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import type { ShoppingItem } from '../../../shared/shopping';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { inventoryItems, shoppingItems } from '../../db/schema';
import { zurichDay } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
// Two households for the whole file (sign-ups are rate-limited), with empty lists and fridges
// at the start of each test.
let a: Awaited<ReturnType<typeof subscribedUser>>;
let b: Awaited<ReturnType<typeof subscribedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await subscribedUser(t.app, t.db);
  b = await subscribedUser(t.app, t.db);
});
beforeEach(async () => {
  await t.db.delete(shoppingItems);
  await t.db.delete(inventoryItems);
});
afterAll(() => t.close());

const list = (cookie: string) => listItems<ShoppingItem>(t.app, '/api/shopping-items', cookie);
const fridge = (cookie: string) => listItems(t.app, '/api/inventory-items', cookie);

async function add(cookie: string, body: unknown): Promise<ShoppingItem[]> {
  const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, body);
  expect(answer.status).toBe(201);
  return (await answer.json()).items;
}

const today = () => zurichDay(new Date()).date;

describe('quantities that add up', () => {
  it('stores each row’s amount, ingredient and aisle, and keeps what was typed as typed', async () => {
    const [flour, eggs, salt] = await add(a.cookie, {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      lines: ['200 g de farine', '1½ œufs', 'une pincée de sel'],
      // The salt's facts are checked too: a staple, added only when asked.
      includeStaples: true,
    });
    expect(flour).toMatchObject({
      name: 'farine',
      quantity: '200',
      unit: 'g',
      amount: 200,
      ingredientId: 'farine',
      aisle: 'epicerie-salee',
    });
    expect(eggs).toMatchObject({ quantity: '1 1/2', amount: 1.5, ingredientId: 'oeuf' });
    expect(salt).toMatchObject({ amount: 1, ingredientId: 'sel', aisle: 'epices-condiments' });

    const [odd] = await add(a.cookie, { name: 'Tomates cerises bio', quantity: 'une barquette' });
    expect(odd).toMatchObject({
      name: 'Tomates cerises bio',
      quantity: 'une barquette',
      unit: 'unité',
      amount: null,
      ingredientId: null,
      aisle: 'fruits-legumes',
    });
    const [unknown] = await add(a.cookie, { name: 'Piles AA', quantity: '4' });
    expect(unknown).toMatchObject({ amount: 4, ingredientId: null, aisle: 'autre' });

    const [stored] = await t.db.select().from(shoppingItems).where(eq(shoppingItems.id, odd!.id));
    expect(stored).toMatchObject({
      quantity: 'une barquette',
      amount: null,
      aisle: 'fruits-legumes',
    });
    expect((await list(a.cookie)).map((item) => item.name)).toEqual([
      'Piles AA',
      'Tomates cerises bio',
      'farine',
      'œufs',
      'sel',
    ]);
  });

  it('moves an item to another aisle, and the next one of the same food joins it there', async () => {
    const [flour] = await add(a.cookie, { name: 'farine', quantity: '300', unit: 'g' });
    const moved = await sendJson(t.app, 'PATCH', `/api/shopping-items/${flour!.id}`, a.cookie, {
      aisle: 'boulangerie',
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).item).toMatchObject({ aisle: 'boulangerie', checked: false });

    const [again] = await add(a.cookie, {
      recipeId: 'pain',
      recipeTitle: 'Pain maison',
      lines: ['200 g de farine'],
    });
    expect(again).toMatchObject({ aisle: 'boulangerie', amount: 200 });

    const both = await sendJson(t.app, 'PATCH', `/api/shopping-items/${flour!.id}`, a.cookie, {
      aisle: 'autre',
      checked: true,
    });
    expect((await both.json()).item).toMatchObject({ aisle: 'autre', checked: true });

    for (const body of [{ aisle: 'rayon-magique' }, {}, { aisle: 'autre', toFridge: true }]) {
      const refused = await sendJson(
        t.app,
        'PATCH',
        `/api/shopping-items/${flour!.id}`,
        a.cookie,
        body,
      );
      expect(refused.status).toBe(400);
    }
    const foreign = await sendJson(t.app, 'PATCH', `/api/shopping-items/${flour!.id}`, b.cookie, {
      aisle: 'cremerie',
    });
    expect(foreign.status).toBe(404);
    expect((await list(a.cookie)).find((item) => item.id === flour!.id)?.aisle).toBe('autre');
  });
});

describe('checking several rows at once', () => {
  it('checks and unchecks every row of a summed line', async () => {
    const [manual] = await add(a.cookie, { name: 'farine', quantity: '300', unit: 'g' });
    const [fromRecipe] = await add(a.cookie, {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      lines: ['200 g de farine', '3 œufs'],
    });
    const ids = [manual!.id, fromRecipe!.id];
    const checked = await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
      ids,
      checked: true,
    });
    expect(checked.status).toBe(200);
    const answer = await checked.json();
    expect(answer).toMatchObject({ recipeCleared: false, fridge: [] });
    expect(answer.items.map((item: ShoppingItem) => item.checked)).toEqual([true, true]);
    expect(
      (await list(a.cookie))
        .filter((item) => item.checked)
        .map((item) => item.id)
        .sort(),
    ).toEqual([...ids].sort());

    const unchecked = await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
      ids,
      checked: false,
    });
    expect((await unchecked.json()).items.every((item: ShoppingItem) => !item.checked)).toBe(true);
  });

  it('removes a recipe’s rows once the bulk check completes it (section 4)', async () => {
    const rows = await add(a.cookie, {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      lines: ['250 g de farine', '3 œufs'],
    });
    await add(a.cookie, { name: 'Café' });
    const answer = await (
      await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
        ids: rows.map((row) => row.id),
        checked: true,
      })
    ).json();
    expect(answer.recipeCleared).toBe(true);
    expect((await list(a.cookie)).map((item) => item.name)).toEqual(['Café']);
  });

  it('changes nothing when one id is another household’s, or unknown', async () => {
    const [mine] = await add(a.cookie, { name: 'Beurre' });
    const [theirs] = await add(b.cookie, { name: 'Lait' });
    for (const ids of [
      [mine!.id, theirs!.id],
      [mine!.id, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
        ids,
        checked: true,
        toFridge: true,
      });
      expect(refused.status).toBe(404);
    }
    expect((await list(a.cookie)).map((item) => item.checked)).toEqual([false]);
    expect((await list(b.cookie)).map((item) => item.checked)).toEqual([false]);
    expect(await fridge(a.cookie)).toEqual([]);

    for (const body of [
      { ids: [], checked: true },
      { ids: ['pas-un-id'], checked: true },
    ]) {
      expect(
        (await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, body)).status,
      ).toBe(400);
    }
  });
});

describe('from the list to the fridge', () => {
  it('puts checked rows into the fridge in the same request, before the recipe leaves the list', async () => {
    await add(a.cookie, { name: 'farine', quantity: '300', unit: 'g' });
    const rows = await add(a.cookie, {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      lines: ['200 g de farine', '1,5 kg de tomates', '50 cl de lait'],
    });
    const flourRows = (await list(a.cookie)).filter((item) => item.name === 'farine');
    await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
      ids: flourRows.map((row) => row.id),
      checked: true,
      toFridge: true,
    });
    const last = await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
      ids: rows.slice(1).map((row) => row.id),
      checked: true,
      toFridge: true,
    });
    const answer = await last.json();
    expect(answer.recipeCleared).toBe(true);
    expect(answer.fridge).toHaveLength(2);

    const items = await fridge(a.cookie);
    const byName = Object.fromEntries(items.map((item: { name: string }) => [item.name, item]));
    expect(Object.keys(byName).sort()).toEqual(['farine', 'lait', 'tomates']);
    expect(byName.farine).toMatchObject({
      quantity: 500,
      unit: 'g',
      category: 'Épicerie',
      ingredientId: 'farine',
      expirationDate: addDays(today(), 180),
    });
    expect(byName.tomates).toMatchObject({
      quantity: 1.5,
      unit: 'kg',
      category: 'Fruits et Légumes',
      expirationDate: addDays(today(), 5),
    });
    expect(byName.lait).toMatchObject({
      quantity: 500,
      unit: 'ml',
      category: 'Produits Laitiers',
      expirationDate: addDays(today(), 7),
    });
    expect((await list(a.cookie)).map((item) => item.name)).toEqual(['farine']);
  });

  it('puts one checked row away through PATCH, and only when it is checked', async () => {
    const [chicken] = await add(a.cookie, { name: 'poulet', quantity: '0,6', unit: 'kg' });
    const answer = await (
      await sendJson(t.app, 'PATCH', `/api/shopping-items/${chicken!.id}`, a.cookie, {
        checked: true,
        toFridge: true,
      })
    ).json();
    expect(answer.item.checked).toBe(true);
    expect(answer.fridge).toEqual([
      expect.objectContaining({
        name: 'poulet',
        quantity: 0.6,
        unit: 'kg',
        category: 'Viandes et Poissons',
        expirationDate: addDays(today(), 2),
      }),
    ]);
    const refused = await sendJson(t.app, 'PATCH', `/api/shopping-items/${chicken!.id}`, a.cookie, {
      checked: false,
      toFridge: true,
    });
    expect(refused.status).toBe(400);
    expect(await fridge(a.cookie)).toHaveLength(1);
  });

  it('puts away rows the client kept, after the recipe left the list, in the caller’s fridge only', async () => {
    const stored = await sendJson(t.app, 'POST', '/api/shopping-items/to-fridge', a.cookie, {
      items: [
        { name: 'œufs', quantity: '6', unit: 'unité' },
        { name: 'Tarte de Mamie', quantity: 'une', unit: 'unité', aisle: 'boulangerie' },
        { name: 'sel', quantity: '1', unit: 'pincée' },
      ],
    });
    expect(stored.status).toBe(201);
    expect((await stored.json()).items).toEqual([
      expect.objectContaining({
        name: 'œufs',
        quantity: 6,
        unit: 'unité',
        category: 'Produits Laitiers',
        ingredientId: 'oeuf',
        expirationDate: addDays(today(), 28),
      }),
      expect.objectContaining({
        name: 'Tarte de Mamie',
        quantity: 1,
        category: 'Épicerie',
        ingredientId: null,
        expirationDate: addDays(today(), 3),
      }),
      expect.objectContaining({
        name: 'sel',
        quantity: 1,
        unit: 'pincée',
        category: 'Épicerie',
        expirationDate: null,
      }),
    ]);
    expect(await fridge(a.cookie)).toHaveLength(3);
    expect(await fridge(b.cookie)).toEqual([]);

    for (const body of [
      { items: [] },
      { items: [{ name: ' ', quantity: '1' }] },
      { items: [{ name: 'lait', unit: 'seau' }] },
    ]) {
      expect(
        (await sendJson(t.app, 'POST', '/api/shopping-items/to-fridge', a.cookie, body)).status,
      ).toBe(400);
    }
    expect(await fridge(a.cookie)).toHaveLength(3);
  });
});
