// « Planifier ma semaine » proposes the leftovers already in the fridge (issue 28): on an early
// meal someone eats at home, before they expire, once; that meal needs nothing from the list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { addDays } from '../../../shared/dates';
import type { InventoryItem } from '../../../shared/inventory';
import type { PlannedMeal } from '../../../shared/planning';
import type { WeekPlanProposal } from '../../../shared/week-plan';
import { weekdayOf } from '../../../shared/week-settings';
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

const tomorrow = addDays(zurichNow().date, 1);
const dinners = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ date: addDays(tomorrow, index), time: '19:00' }));
const propose = async (cookie: string, body: unknown) => {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', cookie, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as WeekPlanProposal).meals;
};
const fridgeItem = async (cookie: string, body: object) =>
  (await (
    await sendJson(t.app, 'POST', '/api/inventory-items', cookie, body)
  ).json()) as InventoryItem;

describe('« Planifier ma semaine » and the fridge’s leftovers', () => {
  it('proposes them on the first meal someone eats at home, before they expire, once', async () => {
    const a = await subscribedUser(t.app, t.db);
    // Nobody at home tomorrow evening: the leftovers go to the evening after.
    const settings = await sendJson(t.app, 'PUT', '/api/planned-meals/week-settings', a.cookie, {
      patterns: [
        { personId: a.id, weekday: weekdayOf(tomorrow), moment: 'dinner', present: false },
      ],
      changes: [],
      rituals: [],
      cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
    });
    expect(settings.status).toBe(200);
    const lasagnes = await fridgeItem(a.cookie, {
      name: 'Restes\u00a0: Lasagnes',
      quantity: 2,
      category: 'Autre',
      expirationDate: addDays(tomorrow, 2),
    });
    // Gone off before the week starts: never proposed.
    await fridgeItem(a.cookie, {
      name: 'Restes : Curry',
      quantity: 3,
      category: 'Autre',
      expirationDate: addDays(zurichNow().date, -1),
    });

    const meals = await propose(a.cookie, { slots: dinners(5) });
    expect(meals.map((meal) => meal.kind)).toEqual([
      'nobody',
      'leftovers',
      'recipe',
      'recipe',
      'recipe',
    ]);
    const restes = meals[1]!;
    expect(restes).toMatchObject({
      date: addDays(tomorrow, 1),
      title: 'Restes\u00a0: Lasagnes',
      recipe: null,
      leftovers: { itemId: lasagnes.id, available: 2, enough: true },
    });
    expect(restes.reason).toMatch(/^restes de lasagnes à finir/);
    // No recipe uses leftovers as an ingredient.
    for (const meal of meals.filter((one) => one.kind === 'recipe'))
      expect(meal.fridge.filter((item) => item.name.startsWith('Restes'))).toEqual([]);

    // « Autre idée » on it, the leftovers turned down: a recipe instead.
    const again = await propose(a.cookie, {
      slots: [{ date: restes.date, time: restes.time }],
      skipLeftovers: [lasagnes.id],
    });
    expect(again[0]!.kind).toBe('recipe');

    // Planned already for a later meal: promised, so not proposed a second time.
    const planned = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      recipeTitle: 'Restes\u00a0: Lasagnes',
      date: addDays(tomorrow, 5),
      time: '12:00',
      servings: 2,
    });
    expect(planned.status).toBe(201);
    const later = await propose(a.cookie, { slots: dinners(3) });
    expect(later.some((meal) => meal.kind === 'leftovers')).toBe(false);

    // The leftovers meal adds nothing to the list.
    const preview = await sendJson(t.app, 'POST', '/api/planned-meals/shopping-preview', a.cookie, {
      from: tomorrow,
      to: addDays(tomorrow, 6),
    });
    // Nor is it « sans recette »: leftovers need nothing.
    expect(await preview.json()).toMatchObject({ lines: [], mealCount: 0, mealsWithoutRecipe: 0 });
    expect(((await planned.json()) as PlannedMeal).recipe).toBeNull();
  });

  it('says when the portions left do not cover the meal', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const firstName of ['Léa', 'Noah'])
      await sendJson(t.app, 'POST', '/api/household/people', a.cookie, { firstName });
    await fridgeItem(a.cookie, {
      name: 'Restes : Gratin',
      quantity: 1,
      category: 'Autre',
      expirationDate: addDays(tomorrow, 1),
    });
    const [first] = await propose(a.cookie, { slots: dinners(2) });
    expect(first).toMatchObject({ kind: 'leftovers', leftovers: { enough: false, portions: 3 } });
    expect(first!.reason).toMatch(/1 portion pour 3, à compléter$/);
  });
});
