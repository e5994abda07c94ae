// « Prévoir des restes pour… » (issue 28, item 2): lasagnes cooked on Sunday for the four who
// eat and for two portions of leftovers on Tuesday. The list buys once, for six; cooking takes
// for six and puts the leftovers in the fridge, dated; undoing takes them out again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { addDays } from '../../../shared/dates';
import type { InventoryItem } from '../../../shared/inventory';
import type { LeftoversPlanned, PlannedMeal } from '../../../shared/planning';
import { zurichNow } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUNDAY = '2030-03-10';
const LASAGNES = {
  recipeTitle: 'Lasagnes',
  date: SUNDAY,
  time: '19:00',
  servings: 4,
  recipe: {
    servings: 4,
    description: '',
    ingredients: ['400 g de feuilles de lasagne', '800 g de sauce tomate', '200 g de mozzarella'],
    instructions: ['Montez les lasagnes.', 'Enfournez 40 min à 180 °C.'],
  },
};

async function lasagnes(cookie: string) {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, LASAGNES);
  expect(response.status).toBe(201);
  return (await response.json()) as PlannedMeal;
}

const leftovers = (cookie: string, mealId: string, body: object) =>
  sendJson(t.app, 'POST', `/api/planned-meals/${mealId}/leftovers`, cookie, body);

describe('leftovers', () => {
  it('are bought with the dish, once, and reach the fridge when it is cooked', async () => {
    const a = await subscribedUser(t.app, t.db);
    const dish = await lasagnes(a.cookie);
    const planned = await leftovers(a.cookie, dish.id, {
      date: addDays(SUNDAY, 2),
      time: '12:00',
      portions: 2,
    });
    expect(planned.status).toBe(201);
    const answer = (await planned.json()) as LeftoversPlanned;
    expect(answer.meal).toMatchObject({ id: dish.id, portions: 4, leftoverPortions: 2 });
    expect(answer.leftovers).toMatchObject({
      recipeTitle: 'Restes\u00a0: Lasagnes',
      date: '2030-03-12',
      time: '12:00',
      servings: 2,
      recipe: null,
      leftoversOf: dish.id,
    });
    const plan = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(plan.map((meal) => [meal.recipeTitle, meal.leftoverPortions])).toEqual([
      ['Lasagnes', 2],
      ['Restes\u00a0: Lasagnes', 0],
    ]);

    // The week's list: the lasagnes for six, once; the leftovers meal is no meal without recipe.
    const preview = await sendJson(t.app, 'POST', '/api/planned-meals/shopping-preview', a.cookie, {
      from: SUNDAY,
      to: addDays(SUNDAY, 6),
    });
    const body = await preview.json();
    expect(body).toMatchObject({ mealCount: 1, mealsWithoutRecipe: 0 });
    const needed = Object.fromEntries(
      (body.lines as { name: string; needed: string }[]).map((line) => [line.name, line.needed]),
    );
    expect(needed).toMatchObject({ 'Sauce tomate': '1,2 kg', Mozzarella: '300 g' });

    // Cooked: the leftovers are in the fridge until three days after today.
    const cooked = await sendJson(t.app, 'POST', `/api/planned-meals/${dish.id}/cooked`, a.cookie);
    expect(cooked.status).toBe(200);
    const fridge = await listItems<InventoryItem>(t.app, '/api/inventory-items', a.cookie);
    expect(fridge).toEqual([
      expect.objectContaining({
        name: 'Restes\u00a0: Lasagnes',
        quantity: 2,
        category: 'Autre',
        expirationDate: addDays(zurichNow().date, 3),
      }),
    ]);
    // Undone: they leave the fridge again.
    await sendJson(t.app, 'POST', `/api/planned-meals/${dish.id}/uncooked`, a.cookie);
    expect(await listItems<InventoryItem>(t.app, '/api/inventory-items', a.cookie)).toEqual([]);

    // The leftovers meal deleted: the dish is cooked for its eaters only again.
    const restes = plan[1]!;
    await sendJson(t.app, 'DELETE', `/api/planned-meals/${restes.id}`, a.cookie);
    const [alone] = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(alone).toMatchObject({ recipeTitle: 'Lasagnes', leftoverPortions: 0 });
  });

  it('keep three days at most, come after the dish, and are not planned from leftovers', async () => {
    const a = await subscribedUser(t.app, t.db);
    const dish = await lasagnes(a.cookie);
    const late = await leftovers(a.cookie, dish.id, {
      date: addDays(SUNDAY, 4),
      time: '12:00',
      portions: 2,
    });
    expect(late.status).toBe(422);
    expect((await late.json()).error.code).toBe('LEFTOVERS_TOO_LATE');
    const early = await leftovers(a.cookie, dish.id, { date: SUNDAY, time: '12:00', portions: 2 });
    expect((await early.json()).error.code).toBe('LEFTOVERS_TOO_EARLY');
    const ok = (await (
      await leftovers(a.cookie, dish.id, { date: addDays(SUNDAY, 3), time: '19:00', portions: 1 })
    ).json()) as LeftoversPlanned;
    const twice = await leftovers(a.cookie, ok.leftovers.id, {
      date: addDays(SUNDAY, 3),
      time: '20:00',
      portions: 1,
    });
    expect(twice.status).toBe(409);
    // A meal written by hand has nothing to cook more of.
    const soup = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      recipeTitle: 'Soupe',
      date: SUNDAY,
      time: '12:00',
      servings: 2,
    });
    const none = await leftovers(a.cookie, ((await soup.json()) as PlannedMeal).id, {
      date: addDays(SUNDAY, 1),
      time: '12:00',
      portions: 1,
    });
    expect((await none.json()).error.code).toBe('MEAL_WITHOUT_RECIPE');
  });
});
