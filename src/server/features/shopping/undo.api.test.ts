// « Ranger les articles cochés dans le frigo », « Supprimer cochés » of the rows a page showed,
// and « Annuler » after a delete: the same rows come back (decision 0027).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import {
  deletedItemIds,
  householdMembers,
  rateLimits,
  requestLimits,
  restorableRows,
} from '../../db/schema';
import type { ItemList } from '../../../shared/api';
import type { Favorite } from '../../../shared/favorites';
import type { InventoryItem } from '../../../shared/inventory';
import type { PlannedMeal } from '../../../shared/planning';
import type {
  CheckedItemsDeleted,
  CheckedItemsStored,
  ShoppingItem,
} from '../../../shared/shopping';
import { purgeDeletedItemIds, RESTORE_WINDOW_HOURS } from '../household';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Sign-ups come fast here: the rate limits of earlier tests do not count.
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(requestLimits);
});

const read = async <T>(path: string, cookie: string) =>
  ((await (await t.app.request(path, { headers: { Cookie: cookie } })).json()) as ItemList<T>)
    .items;

async function family() {
  const a = await subscribedUser(t.app, t.db);
  const partner = await subscribedUser(t.app, t.db);
  await t.db
    .update(householdMembers)
    .set({ householdId: a.householdId, role: 'member' })
    .where(eq(householdMembers.userId, partner.id));
  return { a, partner };
}

async function addItems(cookie: string, names: string[]) {
  const items: ShoppingItem[] = [];
  for (const name of names) {
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, {
      id: randomUUID(),
      name,
      quantity: '2',
      unit: 'unité',
    });
    items.push(((await answer.json()) as ItemList<ShoppingItem>).items[0]!);
  }
  return items;
}

const check = (cookie: string, ids: string[]) =>
  sendJson(t.app, 'POST', '/api/shopping-items/check', cookie, { ids, checked: true });

describe('« Ranger les articles cochés dans le frigo »', () => {
  it('stores every ticked row not stored yet, once, and says which rows are stored', async () => {
    const { a, partner } = await family();
    const rows = await addItems(a.cookie, ['Lait', 'Beurre', 'Yaourts', 'Pommes', 'Pain', 'Œufs']);
    const untouched = (await addItems(a.cookie, ['Sucre']))[0]!;
    // Ticked in three goes, by two members (the toast used to count only the last go).
    await check(a.cookie, [rows[0]!.id, rows[1]!.id]);
    await check(partner.cookie, [rows[2]!.id]);
    await check(
      a.cookie,
      rows.slice(3).map((row) => row.id),
    );
    const listed = await read<ShoppingItem>('/api/shopping-items', a.cookie);
    expect(listed.filter((row) => row.checked && !row.stored)).toHaveLength(6);

    const ids = [...rows.map((row) => row.id), untouched.id];
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items/store-checked', a.cookie, {
      ids,
    });
    expect(answer.status).toBe(200);
    const stored = (await answer.json()) as CheckedItemsStored;
    expect(stored.items.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(stored.items.every((row) => row.stored && row.checked)).toBe(true);
    expect(stored.fridge.map((item) => item.name).sort()).toEqual(
      ['Beurre', 'Lait', 'Pain', 'Pommes', 'Yaourts', 'Œufs'].sort(),
    );
    const fridge = await read<InventoryItem>('/api/inventory-items', partner.cookie);
    expect(fridge).toHaveLength(6);
    // The unticked row stays on the list, not stored.
    const after = await read<ShoppingItem>('/api/shopping-items', a.cookie);
    expect(after.find((row) => row.id === untouched.id)).toMatchObject({
      checked: false,
      stored: false,
    });

    // Pressed again (or by the other member at the same time): nothing is stored twice.
    const again = await sendJson(
      t.app,
      'POST',
      '/api/shopping-items/store-checked',
      partner.cookie,
      {
        ids,
      },
    );
    expect(((await again.json()) as CheckedItemsStored).fridge).toEqual([]);
    expect(await read<InventoryItem>('/api/inventory-items', a.cookie)).toHaveLength(6);
  });

  it('counts a row stored on check (« ranger automatiquement ») as stored', async () => {
    const { a } = await family();
    const [row] = await addItems(a.cookie, ['Crème']);
    await sendJson(t.app, 'PATCH', `/api/shopping-items/${row!.id}`, a.cookie, {
      checked: true,
      toFridge: true,
    });
    const listed = await read<ShoppingItem>('/api/shopping-items', a.cookie);
    expect(listed[0]).toMatchObject({ checked: true, stored: true });
    const again = await sendJson(t.app, 'POST', '/api/shopping-items/store-checked', a.cookie, {
      ids: [row!.id],
    });
    expect(((await again.json()) as CheckedItemsStored).items).toEqual([]);
    expect(await read<InventoryItem>('/api/inventory-items', a.cookie)).toHaveLength(1);
  });
});

describe('« Supprimer cochés »', () => {
  it('deletes only the ticked rows it is given, never one another member ticked meanwhile', async () => {
    const { a, partner } = await family();
    const [seen, unticked, tickedElsewhere] = await addItems(a.cookie, ['Pain', 'Lait', 'Sel']);
    await check(a.cookie, [seen!.id]);
    // The partner ticks a row; A's page has not shown it ticked yet.
    await check(partner.cookie, [tickedElsewhere!.id]);
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items/delete-checked', a.cookie, {
      ids: [seen!.id, unticked!.id],
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as CheckedItemsDeleted).toEqual({ deleted: 1, ids: [seen!.id] });
    expect(
      (await read<ShoppingItem>('/api/shopping-items', a.cookie)).map((row) => row.name).sort(),
    ).toEqual(['Lait', 'Sel']);
  });

  it('can be undone: the same rows come back, for every member, ticked as they were', async () => {
    const { a, partner } = await family();
    const rows = await addItems(a.cookie, ['Pain', 'Lait', 'Beurre']);
    await check(a.cookie, [rows[0]!.id, rows[1]!.id]);
    await sendJson(t.app, 'POST', '/api/shopping-items/store-checked', a.cookie, {
      ids: [rows[0]!.id],
    });
    const before = await read<ShoppingItem>('/api/shopping-items', a.cookie);
    await sendJson(t.app, 'POST', '/api/shopping-items/delete-checked', a.cookie, {
      ids: [rows[0]!.id, rows[1]!.id],
    });
    expect(await read<ShoppingItem>('/api/shopping-items', a.cookie)).toHaveLength(1);

    // « Annuler » from the partner's page (anyone of the household may).
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items/restore', partner.cookie, {
      ids: [rows[0]!.id, rows[1]!.id],
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ItemList<ShoppingItem>).items).toHaveLength(2);
    expect(await read<ShoppingItem>('/api/shopping-items', a.cookie)).toEqual(before);
    // Restored, the ids are no longer tombstones: an add replayed with one is the same item.
    const replay = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      id: rows[0]!.id,
      name: 'Pain',
      quantity: '2',
    });
    expect(replay.status).toBe(200);
    // A second restore (an outbox replaying it) finds nothing left to bring back: 404.
    const twice = await sendJson(t.app, 'POST', '/api/shopping-items/restore', a.cookie, {
      ids: [rows[0]!.id],
    });
    expect(twice.status).toBe(404);
  });
});

describe('« Annuler » after a delete', () => {
  it('brings back the list item, the fridge item, the planned meal and the favourite as they were', async () => {
    const { a, partner } = await family();
    const [item] = await addItems(a.cookie, ['Beurre']);
    await sendJson(t.app, 'DELETE', `/api/shopping-items/${item!.id}`, a.cookie);
    const back = await sendJson(t.app, 'POST', '/api/shopping-items/restore', a.cookie, {
      ids: [item!.id],
    });
    expect(((await back.json()) as ItemList<ShoppingItem>).items).toEqual([item]);

    const fridgeItem = (await (
      await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
        name: 'Crème fraîche',
        quantity: 0.5,
        unit: 'l',
        expirationDate: '2030-01-02',
      })
    ).json()) as InventoryItem;
    await sendJson(t.app, 'DELETE', `/api/inventory-items/${fridgeItem.id}`, partner.cookie);
    expect(await read<InventoryItem>('/api/inventory-items', a.cookie)).toEqual([]);
    const fridgeBack = await sendJson(t.app, 'POST', '/api/inventory-items/restore', a.cookie, {
      ids: [fridgeItem.id],
    });
    expect(fridgeBack.status).toBe(200);
    expect(await read<InventoryItem>('/api/inventory-items', partner.cookie)).toEqual([fridgeItem]);

    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
        recipeTitle: 'Gratin',
        date: '2030-03-14',
        time: '19:30',
        servings: 4,
        type: 'plat',
      })
    ).json()) as PlannedMeal;
    await sendJson(t.app, 'DELETE', `/api/planned-meals/${meal.id}`, a.cookie);
    expect(await read<PlannedMeal>('/api/planned-meals', a.cookie)).toEqual([]);
    const mealBack = await sendJson(t.app, 'POST', '/api/planned-meals/restore', a.cookie, {
      ids: [meal.id],
    });
    expect(((await mealBack.json()) as ItemList<PlannedMeal>).items).toEqual([meal]);
    expect(await read<PlannedMeal>('/api/planned-meals', partner.cookie)).toEqual([meal]);

    const favorite = (await (
      await sendJson(t.app, 'POST', '/api/favorites', a.cookie, {
        recipeId: 'tarte-tatin',
        recipeTitle: 'Tarte Tatin',
        ingredients: ['6 pommes'],
        instructions: ['Cuire'],
        type: 'dessert',
      })
    ).json()) as Favorite;
    await sendJson(t.app, 'DELETE', `/api/favorites/${favorite.id}`, a.cookie);
    // A favourite is one person's: the partner cannot bring it back.
    expect(
      (
        await sendJson(t.app, 'POST', '/api/favorites/restore', partner.cookie, {
          ids: [favorite.id],
        })
      ).status,
    ).toBe(404);
    const favoriteBack = await sendJson(t.app, 'POST', '/api/favorites/restore', a.cookie, {
      ids: [favorite.id],
    });
    expect(((await favoriteBack.json()) as ItemList<Favorite>).items).toEqual([favorite]);
    expect(await read<Favorite>('/api/favorites', a.cookie)).toEqual([favorite]);
  });

  it('is refused to another household, and to a restore window long past', async () => {
    const { a } = await family();
    const stranger = await subscribedUser(t.app, t.db);
    const [item] = await addItems(a.cookie, ['Truffe']);
    await sendJson(t.app, 'DELETE', `/api/shopping-items/${item!.id}`, a.cookie);
    for (const path of [
      '/api/shopping-items/restore',
      '/api/inventory-items/restore',
      '/api/planned-meals/restore',
    ]) {
      const answer = await sendJson(t.app, 'POST', path, stranger.cookie, { ids: [item!.id] });
      expect(answer.status, path).toBe(404);
    }
    expect(await read<ShoppingItem>('/api/shopping-items', stranger.cookie)).toEqual([]);
    // The list's restore only brings back list rows.
    expect(
      (
        await sendJson(t.app, 'POST', '/api/inventory-items/restore', a.cookie, {
          ids: [item!.id],
        })
      ).status,
    ).toBe(404);

    // Older than the window: too late, and the daily purge forgets it.
    const old = new Date(Date.now() - (RESTORE_WINDOW_HOURS + 1) * 3600 * 1000);
    await t.db
      .update(restorableRows)
      .set({ deletedAt: old })
      .where(eq(restorableRows.id, item!.id));
    const late = await sendJson(t.app, 'POST', '/api/shopping-items/restore', a.cookie, {
      ids: [item!.id],
    });
    expect(late.status).toBe(404);
    await purgeDeletedItemIds(t.db, new Date());
    expect(await t.db.select().from(restorableRows).where(eq(restorableRows.id, item!.id))).toEqual(
      [],
    );
    // The tombstone stays: the item stays deleted.
    expect(
      await t.db.select().from(deletedItemIds).where(eq(deletedItemIds.id, item!.id)),
    ).toHaveLength(1);
  });

  it('refuses bad input with a French message', async () => {
    const { a } = await family();
    for (const path of [
      '/api/shopping-items/restore',
      '/api/shopping-items/delete-checked',
      '/api/shopping-items/store-checked',
      '/api/favorites/restore',
    ]) {
      for (const body of [{}, { ids: [] }, { ids: ['pas-un-id'] }, { ids: 'x' }]) {
        const answer = await sendJson(t.app, 'POST', path, a.cookie, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
      const id = randomUUID();
      const twice = await sendJson(t.app, 'POST', path, a.cookie, { ids: [id, id] });
      expect(twice.status).toBe(400);
      expect(JSON.stringify(await twice.json())).toContain(
        'Un même article est indiqué deux fois.',
      );
      const tooMany = Array.from({ length: 1001 }, () => randomUUID());
      expect((await sendJson(t.app, 'POST', path, a.cookie, { ids: tooMany })).status).toBe(400);
    }
  });
});
