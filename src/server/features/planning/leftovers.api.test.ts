// « Prévoir des restes »: lasagnes cooked on Sunday for six, two portions eaten on Tuesday —
// the list buys the lasagnes' ingredients once, for six; cooking puts the leftovers in the
// fridge, dated; undoing takes them out (decision 0030).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import type { PlannedMeal, PlanShoppingLine } from '../../../shared/planning';
import { COOKED_DISH_SHELF_LIFE_DAYS } from '../../../shared/shelf-life';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { rateLimits } from '../../db/schema';
import { zurichNow } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const sunday = addDays(zurichNow().date, 3);
const tuesday = addDays(sunday, 2);

const lasagnes = {
  recipeTitle: 'Lasagnes',
  date: sunday,
  time: '19:00',
  servings: 4,
  type: 'plat',
  recipeId: 'lasagnes-maison',
  recipe: {
    servings: 4,
    description: 'Des lasagnes.',
    ingredients: ['500 g de bœuf haché', '12 feuilles de lasagne', '1 l de lait'],
    instructions: ['Monter les lasagnes et cuire 45 min.'],
  },
};

describe('« Prévoir des restes »', () => {
  it('cooks once for the larger batch, lists its ingredients once, and fills the fridge when cooked', async () => {
    const a = await subscribedUser(t.app, t.db);
    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, lasagnes)
    ).json()) as PlannedMeal;
    const answer = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${meal.id}/leftovers`,
      a.cookie,
      { date: tuesday, time: '12:00', portions: 2 },
    );
    expect(answer.status).toBe(201);
    const { items } = (await answer.json()) as { items: PlannedMeal[] };
    expect(items[0]).toMatchObject({ id: meal.id, portions: 4, leftoverPortions: 2 });
    expect(items[1]).toMatchObject({
      recipeTitle: 'Restes : Lasagnes',
      date: tuesday,
      recipe: null,
      leftoversOf: meal.id,
      servings: 2,
    });

    const preview = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals/shopping-preview', a.cookie, {
        from: sunday,
        to: tuesday,
      })
    ).json()) as { lines: PlanShoppingLine[] };
    const beef = preview.lines.find((line) => /bœuf/i.test(line.name))!;
    // 500 g for four, 750 g for six: once, for the lasagnes only.
    expect(beef.quantity).toBe('750');
    expect(beef.meals).toEqual(['Lasagnes']);

    const cooked = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${meal.id}/cooked`,
      a.cookie,
      {},
    );
    expect(cooked.status).toBe(200);
    const fridge = async () =>
      (
        (await (
          await t.app.request('/api/inventory-items', { headers: { Cookie: a.cookie } })
        ).json()) as {
          items: {
            name: string;
            quantity: number;
            category: string;
            expirationDate: string | null;
          }[];
        }
      ).items;
    expect(await fridge()).toEqual([
      expect.objectContaining({
        name: 'Restes : Lasagnes',
        quantity: 2,
        category: 'Autre',
        expirationDate: addDays(zurichNow().date, COOKED_DISH_SHELF_LIFE_DAYS),
      }),
    ]);
    await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/uncooked`, a.cookie, {});
    expect(await fridge()).toEqual([]);
  });

  it('refuses leftovers before the meal, and another household’s meal', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, lasagnes)
    ).json()) as PlannedMeal;
    const before = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${meal.id}/leftovers`,
      a.cookie,
      {
        date: addDays(sunday, -1),
        time: '12:00',
        portions: 2,
      },
    );
    expect(before.status).toBe(400);
    const foreign = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${meal.id}/leftovers`,
      b.cookie,
      {
        date: tuesday,
        time: '12:00',
        portions: 2,
      },
    );
    expect(foreign.status).toBe(404);
  });
});
