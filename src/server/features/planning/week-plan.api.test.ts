import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { PlannedMeal } from '../../../shared/planning';
import type { WeekPlanMeal, WeekPlanProposal } from '../../../shared/week-plan';
import { sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { rateLimits } from '../../db/schema';
import { CATALOGUE } from '../recipes';
import { zurichNow } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Many sign-ups from one address: the sign-up limit is not what these tests are about.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const ingredientsOf = (id: string) =>
  byId.get(id)!.ingredients.map(([ingredient]) => ingredientById(ingredient)!);

const today = new Date().toISOString().slice(0, 10);
const week = Array.from({ length: 7 }, (_, index) => addDays(today, index + 1));
const dinners = (dates: string[] = week) => dates.map((date) => ({ date, time: '19:00' }));

const propose = (cookie: string, body: unknown) =>
  sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', cookie, body);
const planned = async (cookie: string) =>
  (await (await t.app.request('/api/planned-meals', { headers: { Cookie: cookie } })).json())
    .items as PlannedMeal[];

/** A proposed meal as the client accepts it. */
const accepted = (meal: WeekPlanMeal) => ({
  recipeTitle: meal.recipe!.title,
  date: meal.date,
  time: meal.time,
  servings: meal.recipe!.servings,
  type: 'plat',
  recipeId: meal.recipe!.id,
  recipe: {
    servings: meal.recipe!.servings,
    description: meal.recipe!.description,
    ingredients: meal.recipe!.ingredients,
    instructions: meal.recipe!.instructions,
  },
});

describe('« Planifier ma semaine »', () => {
  it('never proposes a meal already past, and says so when every one asked for is', async () => {
    const a = await subscribedUser(t.app, t.db);
    const zurichToday = zurichNow().date;
    const yesterday = addDays(zurichToday, -1);
    const tomorrow = addDays(zurichToday, 1);

    const mixed = await propose(a.cookie, {
      slots: [
        { date: yesterday, time: '12:00' },
        { date: yesterday, time: '19:00' },
        { date: tomorrow, time: '19:00' },
      ],
    });
    expect(mixed.status).toBe(200);
    const { meals } = (await mixed.json()) as WeekPlanProposal;
    expect(meals.map((meal) => `${meal.date} ${meal.time}`)).toEqual([`${tomorrow} 19:00`]);

    const past = await propose(a.cookie, { slots: [{ date: yesterday, time: '19:00' }] });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe(
      'Ces repas sont déjà passés : choisissez un repas à venir.',
    );
  });

  it('proposes a week of dinners everyone at the table may eat, from what expires first', async () => {
    const a = await subscribedUser(t.app, t.db);
    await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
      firstName: 'Lou',
      child: true,
      dietaryRestrictions: ['vegetarian'],
      avoidedFoods: [],
    });
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Courgettes',
      quantity: 3,
      unit: 'unité',
      expirationDate: week[0],
    });

    const response = await propose(a.cookie, { slots: dinners() });
    expect(response.status).toBe(200);
    const { meals } = (await response.json()) as WeekPlanProposal;
    expect(meals.map((meal) => meal.date)).toEqual(week);
    expect(meals.every((meal) => meal.time === '19:00')).toBe(true);
    expect(new Set(meals.map((meal) => meal.recipe!.id)).size).toBe(7);
    for (const meal of meals) {
      // Lou is vegetarian: so is every dinner of the household's week.
      expect(isAllowed(ingredientsOf(meal.recipe!.id), 'vegetarian'), meal.recipe!.title).toBe(
        true,
      );
      expect(meal.recipe!.ingredients.length).toBeGreaterThan(0);
    }
    expect(meals[0]!.fridge).toEqual([{ name: 'Courgettes', expirationDate: week[0] }]);
    expect(meals[0]!.recipe!.ingredients.join(' ')).toMatch(/courgette/i);
    // A proposal writes nothing.
    expect(await planned(a.cookie)).toEqual([]);
  });

  it('plans the chosen meals only, for the people chosen', async () => {
    const a = await subscribedUser(t.app, t.db);
    const lou = await (
      await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
        firstName: 'Lou',
        child: true,
        dietaryRestrictions: ['vegan'],
        avoidedFoods: [],
      })
    ).json();
    const slots = [
      { date: week[2], time: '12:00' },
      { date: week[2], time: '19:00' },
    ];
    const { meals } = await (await propose(a.cookie, { slots, eaters: [lou.id] })).json();
    expect(meals).toHaveLength(2);
    for (const meal of meals as WeekPlanMeal[]) {
      expect(meal.recipe!.servings).toBe(1);
      expect(isAllowed(ingredientsOf(meal.recipe!.id), 'vegan')).toBe(true);
    }
  });

  it('never proposes again a recipe planned that week, kept, or turned down', async () => {
    const a = await subscribedUser(t.app, t.db);
    const first = (await (await propose(a.cookie, { slots: dinners(week.slice(0, 3)) })).json())
      .meals as WeekPlanMeal[];
    await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, accepted(first[0]!));

    for (let round = 0; round < 5; round += 1) {
      const { meals } = await (
        await propose(a.cookie, {
          slots: dinners(week.slice(2, 3)),
          keep: [{ date: first[1]!.date, recipeId: first[1]!.recipe!.id }],
          exclude: [first[2]!.recipe!.id],
        })
      ).json();
      expect([first[0]!.recipe!.id, first[1]!.recipe!.id, first[2]!.recipe!.id]).not.toContain(
        meals[0].recipe.id,
      );
    }
  });

  it('adds the whole week in one request, or nothing when one meal is wrong', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { meals } = await (await propose(a.cookie, { slots: dinners() })).json();
    const all = (meals as WeekPlanMeal[]).map(accepted);

    const refused = await sendJson(t.app, 'POST', '/api/planned-meals/batch', a.cookie, {
      meals: [...all.slice(0, 6), { ...all[6], recipeTitle: '   ' }],
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields[0].message).toBe('Le nom du plat est requis');
    expect(await planned(a.cookie)).toEqual([]);

    const added = await sendJson(t.app, 'POST', '/api/planned-meals/batch', a.cookie, {
      meals: all,
    });
    expect(added.status).toBe(201);
    expect((await added.json()).items).toHaveLength(7);
    const rows = await planned(a.cookie);
    expect(rows.map((row) => row.date)).toEqual(week);
    expect(rows.map((row) => row.recipeTitle)).toEqual(all.map((meal) => meal.recipeTitle));
    expect(rows.every((row) => row.recipe !== null)).toBe(true);
  });

  it('explains what is wrong with the request, in French', async () => {
    const a = await subscribedUser(t.app, t.db);
    const cases: [unknown, string][] = [
      [{ slots: [] }, 'Choisissez au moins un repas à planifier.'],
      [
        {
          slots: Array.from({ length: 15 }, (_, day) => ({
            date: addDays(today, day),
            time: '19:00',
          })),
        },
        'Choisissez 14 repas au plus.',
      ],
      [
        { slots: [...dinners(week.slice(0, 1)), ...dinners(week.slice(0, 1))] },
        'Chaque repas ne compte qu’une fois.',
      ],
      [{ slots: [{ date: '2026-02-30', time: '19:00' }] }, 'Cette date n’existe pas.'],
    ];
    for (const [body, message] of cases) {
      const response = await propose(a.cookie, body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.fields.map((field: { message: string }) => field.message)).toContain(message);
    }
    const stranger = await subscribedUser(t.app, t.db);
    const foreign = await propose(a.cookie, { slots: dinners(), eaters: [stranger.id] });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
  });

  it('is for subscribers', async () => {
    const { cookie } = await signUp(t.app);
    expect((await propose(cookie, { slots: dinners() })).status).toBe(403);
    expect(
      (await sendJson(t.app, 'POST', '/api/planned-meals/batch', cookie, { meals: [] })).status,
    ).toBe(403);
  });
});
