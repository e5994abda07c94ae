// « Qui mange ? » changed on a planned meal (« Modifier », issue 28): PATCH
// /api/planned-meals/:id with `eaters` counts the people and portions again (a child for the
// « Portion enfant »), keeps the list rows linked, says plainly when the recipe no longer suits
// someone added; another household's people and meals stay out of reach.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { PlannedMeal } from '../../../shared/planning';
import { rateLimits } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const PESTO = {
  recipeTitle: 'Pâtes au pesto',
  date: '2030-03-14',
  time: '19:00',
  servings: 1,
  recipe: {
    servings: 2,
    ingredients: ['200 g de pâtes', '50 g de pignons de pin', '40 g de parmesan'],
  },
};

async function family() {
  const a = await subscribedUser(t.app, t.db);
  const person = async (body: object) =>
    (
      (await (await sendJson(t.app, 'POST', '/api/household/people', a.cookie, body)).json()) as {
        id: string;
      }
    ).id;
  const lou = await person({ firstName: 'Lou', child: true, dietaryRestrictions: ['nutFree'] });
  const noe = await person({ firstName: 'Noé' });
  return { a, lou, noe };
}

const patch = (cookie: string, id: string, body: unknown) =>
  sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, cookie, body);

describe('changing who eats a planned meal', () => {
  it('counts the portions again, keeps the list rows, and says when the recipe no longer suits', async () => {
    const { a, lou, noe } = await family();
    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, { ...PESTO, eaters: [a.id] })
    ).json()) as PlannedMeal;
    expect(meal.safety?.notes ?? []).toEqual([]);
    await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      source: 'plan',
      recipeId: 'plan:2030-03-14:2030-03-14',
      recipeTitle: 'Planning du 14 mars',
      items: [{ name: 'Pignons de pin', quantity: '50', unit: 'g', plannedMealIds: [meal.id] }],
    });

    const changed = await patch(a.cookie, meal.id, { eaters: [a.id, noe, lou] });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as PlannedMeal;
    expect(body).toMatchObject({
      eaters: null,
      servings: 3,
      portions: 3,
      portionsText: '2 adultes + 1 enfant = 3 portions',
    });
    expect(body.safety?.notes.join(' ')).toMatch(/^Attention\u00a0: cette recette ne convient pas/);

    const fewer = (await (
      await patch(a.cookie, meal.id, { eaters: [a.id, lou] })
    ).json()) as PlannedMeal;
    expect(fewer).toMatchObject({ eaters: [a.id, lou], servings: 2, portions: 2 });
    const [row] = await listItems<{ plannedMealIds: string[] }>(
      t.app,
      '/api/shopping-items',
      a.cookie,
    );
    expect(row?.plannedMealIds).toEqual([meal.id]);

    // Back to one adult: the recipe suits again.
    const alone = (await (await patch(a.cookie, meal.id, { eaters: [noe] })).json()) as PlannedMeal;
    expect(alone).toMatchObject({ eaters: [noe], servings: 1, portions: 1 });
    expect(alone.safety?.notes).toEqual([]);
  });

  it('refuses someone of another household, and another household’s meal, the meal as it was', async () => {
    const { a, lou } = await family();
    const b = await subscribedUser(t.app, t.db);
    const meal = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, PESTO)
    ).json()) as PlannedMeal;

    const stranger = await patch(b.cookie, meal.id, { eaters: [b.id] });
    expect(stranger.status).toBe(404);
    const theirs = await patch(a.cookie, meal.id, { eaters: [b.id] });
    expect(theirs.status).toBe(400);
    expect((await theirs.json()).error.code).toBe('EATERS_NOT_IN_HOUSEHOLD');
    const twice = await patch(a.cookie, meal.id, { eaters: [lou, lou] });
    expect(twice.status).toBe(400);
    const empty = await patch(a.cookie, meal.id, { eaters: [] });
    expect(empty.status).toBe(400);
    const [read] = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(read).toMatchObject({ id: meal.id, eaters: null, servings: 1 });
  });
});
