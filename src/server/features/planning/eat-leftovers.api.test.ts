// « Mangé » on a leftovers meal (issue 28): the portions eaten leave the fridge's « Restes : … »,
// undo puts them back; another household's meal stays out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { addDays } from '../../../shared/dates';
import type { InventoryItem } from '../../../shared/inventory';
import type { LeftoversPlanned, MealCooked, PlannedMeal } from '../../../shared/planning';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUNDAY = '2030-03-10';

async function lasagnesWithLeftovers(cookie: string, portions: number) {
  const dish = (await (
    await sendJson(t.app, 'POST', '/api/planned-meals', cookie, {
      recipeTitle: 'Lasagnes',
      date: SUNDAY,
      time: '19:00',
      servings: 2,
      recipe: {
        servings: 2,
        ingredients: ['200 g de feuilles de lasagne', '400 g de sauce tomate'],
      },
    })
  ).json()) as PlannedMeal;
  const planned = await sendJson(t.app, 'POST', `/api/planned-meals/${dish.id}/leftovers`, cookie, {
    date: addDays(SUNDAY, 1),
    time: '12:00',
    portions,
  });
  return { dish, leftovers: ((await planned.json()) as LeftoversPlanned).leftovers };
}

const fridge = (cookie: string) => listItems<InventoryItem>(t.app, '/api/inventory-items', cookie);

describe('eating leftovers', () => {
  it('takes the portions eaten out of the fridge, and undo puts them back', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { dish, leftovers } = await lasagnesWithLeftovers(a.cookie, 2);
    await sendJson(t.app, 'POST', `/api/planned-meals/${dish.id}/cooked`, a.cookie);
    expect(await fridge(a.cookie)).toEqual([
      expect.objectContaining({ name: 'Restes\u00a0: Lasagnes', quantity: 2 }),
    ]);

    const eaten = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${leftovers.id}/cooked`,
      a.cookie,
    );
    expect(eaten.status).toBe(200);
    const body = (await eaten.json()) as MealCooked;
    expect(body.fridgeChanges).toBe(1);
    expect(body.meal.cookedAt).not.toBeNull();
    expect(await fridge(a.cookie)).toEqual([]);

    const undone = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${leftovers.id}/uncooked`,
      a.cookie,
    );
    expect(undone.status).toBe(200);
    expect(await fridge(a.cookie)).toEqual([
      expect.objectContaining({ name: 'Restes\u00a0: Lasagnes', quantity: 2, category: 'Autre' }),
    ]);
  });

  it('decrements by the portions eaten, and a meal named « Restes : … » by hand counts too', async () => {
    const a = await subscribedUser(t.app, t.db);
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Restes : Curry',
      quantity: 5,
      unit: 'unité',
      category: 'Autre',
    });
    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
        recipeTitle: 'Restes : curry',
        date: SUNDAY,
        time: '12:00',
        servings: 2,
      })
    ).json()) as PlannedMeal;
    const eaten = await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/cooked`, a.cookie);
    expect(eaten.status).toBe(200);
    expect(await fridge(a.cookie)).toEqual([expect.objectContaining({ quantity: 3 })]);
    // Nothing of it left in the fridge: still marked eaten, nothing changed.
    const soup = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
        recipeTitle: 'Restes : Soupe',
        date: SUNDAY,
        time: '19:00',
        servings: 1,
      })
    ).json()) as PlannedMeal;
    const none = await sendJson(t.app, 'POST', `/api/planned-meals/${soup.id}/cooked`, a.cookie);
    expect(((await none.json()) as MealCooked).fridgeChanges).toBe(0);
  });

  it('leaves another household’s leftovers alone', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { dish, leftovers } = await lasagnesWithLeftovers(a.cookie, 2);
    await sendJson(t.app, 'POST', `/api/planned-meals/${dish.id}/cooked`, a.cookie);
    const theirs = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${leftovers.id}/cooked`,
      b.cookie,
    );
    expect(theirs.status).toBe(404);
    expect(await fridge(a.cookie)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});
