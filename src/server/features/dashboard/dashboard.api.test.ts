import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { favoriteRecipes, notifications, plannedMeals, shoppingItems } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });

describe('GET /api/stats', () => {
  it('counts the household’s meals and items and the user’s favourites, nobody else’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await t.db.insert(plannedMeals).values({
      householdId: a.householdId,
      recipeTitle: 'Soupe',
      date: '2026-11-22',
      time: '19:00',
      servings: 2,
    });
    await t.db.insert(shoppingItems).values([
      { householdId: a.householdId, name: 'pain' },
      { householdId: a.householdId, name: 'lait' },
    ]);
    await t.db.insert(shoppingItems).values({ householdId: b.householdId, name: 'œufs' });
    await t.db
      .insert(favoriteRecipes)
      .values({ userId: a.id, recipeId: 'ratatouille', recipeTitle: 'Ratatouille', type: 'plat' });
    expect(await (await get('/api/stats', a.cookie)).json()).toEqual({
      plannedMeals: 1,
      shoppingItems: 2,
      favorites: 1,
      suggestions: 0,
    });
    expect(await (await get('/api/stats', b.cookie)).json()).toEqual({
      plannedMeals: 0,
      shoppingItems: 1,
      favorites: 0,
      suggestions: 0,
    });
  });

  it('is for subscribers only', async () => {
    const { cookie } = await signUp(t.app);
    expect((await get('/api/stats', cookie)).status).toBe(403);
    expect((await t.app.request('/api/stats')).status).toBe(401);
  });
});

describe('notifications', () => {
  it('lists the user’s own, newest first, with the unread count, and marks them read', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await t.db.insert(notifications).values([
      {
        userId: a.id,
        title: 'Abonnement activé',
        message: 'Actif',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        userId: a.id,
        title: 'Bienvenue',
        message: 'Bonjour',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
      { userId: b.id, title: 'Pour B', message: 'B' },
    ]);
    const list = await (await get('/api/notifications', a.cookie)).json();
    expect(list.unread).toBe(2);
    expect(list.items.map((item: { title: string }) => item.title)).toEqual([
      'Bienvenue',
      'Abonnement activé',
    ]);

    const bList = await (await get('/api/notifications', b.cookie)).json();
    // B cannot mark A's notification read.
    expect(
      (await sendJson(t.app, 'POST', `/api/notifications/${list.items[0].id}/read`, b.cookie))
        .status,
    ).toBe(404);
    expect(bList.items).toHaveLength(1);

    expect(
      (await sendJson(t.app, 'POST', `/api/notifications/${list.items[0].id}/read`, a.cookie))
        .status,
    ).toBe(200);
    expect((await (await get('/api/notifications', a.cookie)).json()).unread).toBe(1);
    await sendJson(t.app, 'POST', '/api/notifications/read-all', a.cookie);
    const after = await (await get('/api/notifications', a.cookie)).json();
    expect(after.unread).toBe(0);
    expect(after.items.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
    expect((await (await get('/api/notifications', b.cookie)).json()).unread).toBe(1);
  });

  it('answers a malformed id with 400, not 500', async () => {
    const a = await subscribedUser(t.app, t.db);
    expect(
      (await sendJson(t.app, 'POST', '/api/notifications/pas-un-uuid/read', a.cookie)).status,
    ).toBe(400);
  });
});
