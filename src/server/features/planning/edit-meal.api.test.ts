// « Modifier » a planned meal: PATCH /api/planned-meals/:id moves it to another day or time and
// changes its people, for its own household only; the list rows bought for it stay linked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meal = { recipeTitle: 'Chakchouka', date: '2030-03-14', time: '19:00', servings: 2 };

async function planned(cookie: string, body: object = meal): Promise<{ id: string }> {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe('moving a planned meal', () => {
  it('moves it to another day and moment and changes its people, the list rows still its own', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = await planned(a.cookie);
    const listed = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      source: 'plan',
      recipeId: 'plan:2030-03-14:2030-03-14',
      recipeTitle: 'Planning du 14 mars',
      items: [{ name: 'Poivrons', quantity: '3', unit: 'unité', plannedMealIds: [id] }],
    });
    expect(listed.status).toBe(201);

    const moved = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, {
      date: '2030-03-16',
      time: '12:00',
      servings: 4,
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      id,
      recipeTitle: 'Chakchouka',
      date: '2030-03-16',
      time: '12:00',
      servings: 4,
    });
    const [read] = await listItems(t.app, '/api/planned-meals', a.cookie);
    expect(read).toMatchObject({ id, date: '2030-03-16', time: '12:00', servings: 4 });

    // Only the time: the day stays.
    const later = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, {
      time: '19:30',
    });
    expect(await later.json()).toMatchObject({ date: '2030-03-16', time: '19:30', servings: 4 });

    const items = await listItems(t.app, '/api/shopping-items', a.cookie);
    expect(items).toEqual([expect.objectContaining({ name: 'Poivrons', plannedMealIds: [id] })]);
  });

  it('refuses an impossible day or time and an empty change in French, the meal as it was', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = await planned(a.cookie);
    for (const bad of [
      {},
      { date: '2030-02-30' },
      { date: '14/03/2030' },
      { date: '' },
      { time: '25:00' },
      { time: 'midi' },
      { date: '2030-03-15', servings: 0 },
      { date: null },
    ]) {
      const response = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message, JSON.stringify(bad)).toMatch(/[a-zé]/);
    }
    const [read] = await listItems(t.app, '/api/planned-meals', a.cookie);
    expect(read).toMatchObject({ date: '2030-03-14', time: '19:00', servings: 2 });
  });

  it('does not move another household’s meal: 404, and the meal stays', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await planned(a.cookie);
    const response = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, b.cookie, {
      date: '2030-03-20',
      time: '12:00',
    });
    expect(response.status).toBe(404);
    const [read] = await listItems(t.app, '/api/planned-meals', a.cookie);
    expect(read).toMatchObject({ date: '2030-03-14', time: '19:00' });
  });

  it('tells the household’s open pages that the plan changed', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { id } = await planned(a.cookie);
    const stream = await openEventStream(t.app, a.cookie);
    await stream.waitFor('ready');
    const moved = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, {
      date: '2030-03-15',
    });
    expect(moved.status).toBe(200);
    const [change] = await stream.waitFor('change');
    expect(change!.data).toEqual({ topic: 'planning' });
    await stream.close();
  });
});
