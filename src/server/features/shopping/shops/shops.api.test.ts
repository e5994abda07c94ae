// The household's shops (issue 28, item 6): each with its aisle order, set by hand or learned
// from the order in which members tick the list there.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../../tests/support/auth';
import { createTestApp } from '../../../../../tests/support/test-app';
import { householdMembers, householdShops, rateLimits, requestLimits } from '../../../db/schema';
import type { ItemList } from '../../../../shared/api';
import { AISLES, type Aisle } from '../../../../shared/food/types';
import type { ShoppingItem } from '../../../../shared/shopping';
import type { Shop } from '../../../../shared/shops';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(requestLimits);
});

async function family() {
  const a = await subscribedUser(t.app, t.db);
  const partner = await subscribedUser(t.app, t.db);
  await t.db
    .update(householdMembers)
    .set({ householdId: a.householdId, role: 'member' })
    .where(eq(householdMembers.userId, partner.id));
  return { a, partner };
}

const shops = async (cookie: string) =>
  (
    (await (
      await t.app.request('/api/shops', { headers: { Cookie: cookie } })
    ).json()) as ItemList<Shop>
  ).items;

async function newShop(cookie: string, name: string) {
  const answer = await sendJson(t.app, 'POST', '/api/shops', cookie, { name });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { shop: Shop }).shop;
}

/** One row per name, each filed by Popote under its aisle. */
async function fill(cookie: string, names: string[]) {
  const rows: ShoppingItem[] = [];
  for (const name of names) {
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, {
      id: randomUUID(),
      name,
      quantity: '1',
      unit: 'unité',
    });
    rows.push(((await answer.json()) as ItemList<ShoppingItem>).items[0]!);
  }
  return rows;
}

/** Ticks the rows one by one, in the given order, in the shop. */
async function tick(cookie: string, rows: ShoppingItem[], shopId: string) {
  for (const row of rows) {
    const answer = await sendJson(t.app, 'PATCH', `/api/shopping-items/${row.id}`, cookie, {
      checked: true,
      inShop: shopId,
    });
    expect(answer.status).toBe(200);
  }
}

const inOrder = (order: Aisle[], aisles: Aisle[]) =>
  order.filter((aisle) => aisles.includes(aisle));

describe('the aisle order of a shop', () => {
  it('starts in Popote’s order and is learned from the order members tick the list there', async () => {
    const { a, partner } = await family();
    const migros = await newShop(a.cookie, 'Migros Sion');
    expect(migros.aisleOrder).toEqual([...AISLES]);
    expect(migros.tripsLearned).toBe(0);

    // Twice: the dairy, then the bakery, then the fresh produce; once by each member.
    for (const cookie of [a.cookie, partner.cookie]) {
      const [yaourt, pain, pomme] = await fill(cookie, ['Yaourt', 'Pain', 'Pommes']);
      expect([yaourt!.aisle, pain!.aisle, pomme!.aisle]).toEqual([
        'cremerie',
        'boulangerie',
        'fruits-legumes',
      ]);
      await tick(cookie, [yaourt!, pain!, pomme!], migros.id);
      await sendJson(t.app, 'POST', '/api/shopping-items/delete-checked', cookie, {
        ids: [yaourt!.id, pain!.id, pomme!.id],
      });
    }
    const [learned] = await shops(a.cookie);
    expect(inOrder(learned!.aisleOrder, ['cremerie', 'boulangerie', 'fruits-legumes'])).toEqual([
      'cremerie',
      'boulangerie',
      'fruits-legumes',
    ]);
    expect(learned!.tripsLearned).toBe(2);
    expect(new Set(learned!.aisleOrder).size).toBe(AISLES.length);
    // Another shop keeps its own order.
    const coop = await newShop(partner.cookie, 'Coop');
    expect(coop.aisleOrder).toEqual([...AISLES]);
  });

  it('learns a trip left unfinished once two hours have passed', async () => {
    const { a } = await family();
    const shop = await newShop(a.cookie, 'Marché');
    const [carottes, fromage, reste] = await fill(a.cookie, ['Carottes', 'Gruyère', 'Sel']);
    await tick(a.cookie, [fromage!, carottes!], shop.id);
    // Something is left to buy: the trip goes on, the order has not moved yet.
    expect((await shops(a.cookie))[0]!.aisleOrder).toEqual([...AISLES]);
    expect(reste!.checked).toBe(false);
    await t.db
      .update(householdShops)
      .set({ tripAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(householdShops.id, shop.id));
    const [learned] = await shops(a.cookie);
    expect(inOrder(learned!.aisleOrder, ['cremerie', 'fruits-legumes'])).toEqual([
      'cremerie',
      'fruits-legumes',
    ]);
    expect(learned!.tripsLearned).toBe(1);
  });

  it('takes an order set by hand, and refuses one that loses an aisle', async () => {
    const { a } = await family();
    const shop = await newShop(a.cookie, 'Denner');
    const order = [...AISLES].reverse();
    const set = await sendJson(t.app, 'PATCH', `/api/shops/${shop.id}`, a.cookie, {
      aisleOrder: order,
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { shop: Shop }).shop.aisleOrder).toEqual(order);
    const bad = await sendJson(t.app, 'PATCH', `/api/shops/${shop.id}`, a.cookie, {
      aisleOrder: [...order.slice(1), order[2]],
    });
    expect(bad.status).toBe(400);
  });
});

describe('the household’s shops', () => {
  it('marks rows for a shop; the shop’s trip is over when what is left is for another shop', async () => {
    const { a } = await family();
    const marche = await newShop(a.cookie, 'Marché');
    const migros = await newShop(a.cookie, 'Migros');
    const [fraises, lait, pain] = await fill(a.cookie, ['Fraises', 'Lait', 'Pain']);
    const marked = await sendJson(t.app, 'POST', '/api/shopping-items/shop', a.cookie, {
      ids: [fraises!.id],
      shopId: marche.id,
    });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as ItemList<ShoppingItem>).items[0]!.shopId).toBe(marche.id);
    // At the Migros: the milk, then the bread; the strawberries wait for the market.
    await tick(a.cookie, [lait!, pain!], migros.id);
    const learned = (await shops(a.cookie)).find((shop) => shop.id === migros.id)!;
    expect(inOrder(learned.aisleOrder, ['cremerie', 'boulangerie'])).toEqual([
      'cremerie',
      'boulangerie',
    ]);
    // A shop deleted: its rows can be bought anywhere again.
    expect((await sendJson(t.app, 'DELETE', `/api/shops/${marche.id}`, a.cookie)).status).toBe(200);
    const list = (await (
      await t.app.request('/api/shopping-items', { headers: { Cookie: a.cookie } })
    ).json()) as ItemList<ShoppingItem>;
    expect(list.items.find((row) => row.id === fraises!.id)!.shopId).toBeNull();
  });

  it('refuses a second shop of the same name and a thirteenth shop', async () => {
    const { a } = await family();
    await newShop(a.cookie, 'Coop Pronto');
    const twice = await sendJson(t.app, 'POST', '/api/shops', a.cookie, { name: 'coop pronto' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      'Votre foyer a déjà un magasin de ce nom.',
    );
    for (let index = 2; index <= 12; index += 1) await newShop(a.cookie, `Magasin ${index}`);
    const more = await sendJson(t.app, 'POST', '/api/shops', a.cookie, { name: 'Lidl' });
    expect(more.status).toBe(409);
    expect((await shops(a.cookie)).length).toBe(12);
  });
});
