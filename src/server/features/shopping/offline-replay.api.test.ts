// Changes made offline are sent again when the device cannot know whether they arrived (its
// answer was lost): each one must count once (docs/decisions/0013-offline-sync.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { deletedItemIds, householdMembers } from '../../db/schema';
import { purgeDeletedItemIds } from '../household';

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

  it('reads an outbox entry written before `source` as it was then, and says what it is now', async () => {
    const a = await subscribedUser(t.app, t.db);
    // A device offline since before the field: its waiting add has no `source`.
    const id = randomUUID();
    const written = { id, name: 'Pain', quantity: '1', unit: 'unité' };
    expect((await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, written)).status).toBe(
      201,
    );
    // The same add sent by today's client: the same item, nothing added.
    const now = { ...written, source: 'manual' };
    expect((await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, now)).status).toBe(200);
    // A recipe's lines without `source` are still a recipe's.
    const recipe = { recipeId: 'tarte', recipeTitle: 'Tarte', lines: ['200 g de farine'] };
    const added = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, recipe);
    expect(added.status).toBe(201);
    expect((await added.json()).items).toEqual([
      expect.objectContaining({ name: 'farine', recipeTitle: 'Tarte', source: 'recipe' }),
    ]);
    expect((await list('/api/shopping-items', a.cookie)).map((item) => item.name).sort()).toEqual([
      'Pain',
      'farine',
    ]);
    // A `source` that does not match its body is refused, not guessed.
    const mixed = { source: 'recipe', name: 'Lait' };
    expect((await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, mixed)).status).toBe(
      400,
    );
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

  it('stays deleted when its add comes again (a replay whose answer was lost)', async () => {
    const a = await subscribedUser(t.app, t.db);
    const partner = await subscribedUser(t.app, t.db);
    // The partner joins A's household, as an accepted invitation would.
    await t.db
      .update(householdMembers)
      .set({ householdId: a.householdId, role: 'member' })
      .where(eq(householdMembers.userId, partner.id));
    const onList = randomUUID();
    const inFridge = randomUUID();
    const ticked = randomUUID();
    const addToList = { id: onList, name: 'Pain' };
    const addToFridge = { id: inFridge, name: 'Yaourts', quantity: 4 };
    const addTicked = { id: ticked, name: 'Beurre' };
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, addToList);
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, addToFridge);
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, addTicked);
    // Another member deletes them: one by one, and the ticked one with « Supprimer cochés ».
    await sendJson(t.app, 'DELETE', `/api/shopping-items/${onList}`, partner.cookie);
    await sendJson(t.app, 'DELETE', `/api/inventory-items/${inFridge}`, partner.cookie);
    await sendJson(t.app, 'PATCH', `/api/shopping-items/${ticked}`, partner.cookie, {
      checked: true,
    });
    await sendJson(t.app, 'POST', '/api/shopping-items/delete-checked', partner.cookie, {
      ids: [ticked],
    });

    for (const [path, body] of [
      ['/api/shopping-items', addToList],
      ['/api/inventory-items', addToFridge],
      ['/api/shopping-items', addTicked],
    ] as const) {
      const replay = await sendJson(t.app, 'POST', path, a.cookie, body);
      expect(replay.status, path).toBe(404);
      expect((await replay.json()).error.message).toBe('Élément introuvable.');
    }
    expect(await list('/api/shopping-items', a.cookie)).toEqual([]);
    expect(await list('/api/inventory-items', a.cookie)).toEqual([]);
  });

  it('forgets deleted ids after 30 days, and only those', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const householdId = randomUUID();
    const now = new Date();
    await t.db.insert(deletedItemIds).values([
      { id: old, householdId, deletedAt: new Date(now.getTime() - 31 * 24 * 3600 * 1000) },
      { id: recent, householdId, deletedAt: new Date(now.getTime() - 29 * 24 * 3600 * 1000) },
    ]);
    await purgeDeletedItemIds(t.db, now);
    const left = await t.db
      .select({ id: deletedItemIds.id })
      .from(deletedItemIds)
      .where(inArray(deletedItemIds.id, [old, recent]));
    expect(left).toEqual([{ id: recent }]);
  });
});
