import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (cookie: string) => listItems(t.app, '/api/planned-meals', cookie);

const meal = { recipeTitle: 'Soupe de potiron', date: '2026-11-22', time: '19:00', servings: 2 };

describe('planned meals', () => {
  it('adds meals with the defaults and lists them by date, then time', async () => {
    const a = await subscribedUser(t.app, t.db);
    const added = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, meal);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ ...meal, type: 'plat', recipeId: null });
    await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      ...meal,
      recipeTitle: 'Croissants',
      date: '2026-11-22',
      time: '08:00',
      type: 'entrée',
    });
    await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      ...meal,
      recipeTitle: 'Ratatouille',
      date: '2026-11-21',
      time: '20:30',
      recipeId: 'ratatouille',
    });
    const items = await list(a.cookie);
    expect(items.map((item: { recipeTitle: string }) => item.recipeTitle)).toEqual([
      'Ratatouille',
      'Croissants',
      'Soupe de potiron',
    ]);
    expect(items[0]).toMatchObject({ recipeId: 'ratatouille', time: '20:30' });
  });

  it('refuses a missing title, date or time, an impossible date and fewer than one person', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const bad of [
      { ...meal, recipeTitle: '  ' },
      { ...meal, date: '' },
      { ...meal, date: '2026-02-30' },
      { ...meal, time: '25:00' },
      { ...meal, servings: 0 },
      { ...meal, servings: 1.5 },
      { ...meal, type: 'brunch' },
    ]) {
      const response = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await list(a.cookie)).toEqual([]);
  });

  it('keeps each household’s plan to itself: no reading, no deleting across households', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, meal)
    ).json();
    expect(await list(b.cookie)).toEqual([]);
    expect((await sendJson(t.app, 'DELETE', `/api/planned-meals/${id}`, b.cookie)).status).toBe(
      404,
    );
    expect(await list(a.cookie)).toHaveLength(1);
    expect((await sendJson(t.app, 'DELETE', `/api/planned-meals/${id}`, a.cookie)).status).toBe(
      200,
    );
    expect(await list(a.cookie)).toEqual([]);
  });

  it('is for subscribers only', async () => {
    const { cookie } = await signUp(t.app);
    expect((await sendJson(t.app, 'POST', '/api/planned-meals', cookie, meal)).status).toBe(403);
  });
});
