import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { PlannedMeal } from '../../../shared/planning';
import type { HouseholdSettings } from '../../../shared/portions';
import type { Recipe } from '../../../shared/recipes';
import { householdMembers, userPreferences } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
// Sign-ups are rate-limited per address: the households are made once for the whole file.
let home: Awaited<ReturnType<typeof family>>;
let other: Awaited<ReturnType<typeof subscribedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  home = await family();
  other = await subscribedUser(t.app, t.db, { firstName: 'Alix' });
});
afterAll(() => t.close());

async function addPerson(cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/household/people', cookie, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Camille's household: Camille and Noé (members), Lou and Léo (children without an account). */
async function family() {
  const camille = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
  const noe = await subscribedUser(t.app, t.db, { firstName: 'Noé' });
  await t.db
    .update(householdMembers)
    .set({ householdId: camille.householdId, role: 'member' })
    .where(eq(householdMembers.userId, noe.id));
  const lou = await addPerson(camille.cookie, { firstName: 'Lou', child: true });
  const leo = await addPerson(camille.cookie, { firstName: 'Léo', child: true });
  return { camille, noe, lou, leo };
}

const settingsOf = async (cookie: string) => {
  const response = await t.app.request('/api/household/settings', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as HouseholdSettings;
};

const setChildPortion = (cookie: string, body: unknown) =>
  sendJson(t.app, 'PUT', '/api/household/settings', cookie, body);

async function suggested(cookie: string, body: Record<string, unknown> = {}): Promise<Recipe> {
  const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, {
    type: 'plat',
    regenerate: true,
    ...body,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { recipe: Recipe }).recipe;
}

const MEAL = {
  recipeTitle: 'Gratin dauphinois',
  date: '2026-12-01',
  time: '19:00',
  type: 'plat',
  recipeId: 'gratin',
  recipe: { servings: 4, ingredients: ['8 œufs', '400 g de pommes de terre'] },
};

async function plan(cookie: string, body: Record<string, unknown>): Promise<PlannedMeal> {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, {
    ...MEAL,
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PlannedMeal;
}

describe('« Portion enfant » (GET and PUT /api/household/settings)', () => {
  it('is ½ by default, and any member changes it for the whole household', async () => {
    const { camille, noe } = home;
    expect(await settingsOf(camille.cookie)).toEqual({
      childPortion: 0.5,
      suggestOwnRecipes: true,
    });

    const changed = await setChildPortion(noe.cookie, { childPortion: 0.75 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ childPortion: 0.75, suggestOwnRecipes: true });
    expect(await settingsOf(camille.cookie)).toEqual({
      childPortion: 0.75,
      suggestOwnRecipes: true,
    });

    // Another household keeps its own, and changing it touches only its own.
    expect(await settingsOf(other.cookie)).toEqual({ childPortion: 0.5, suggestOwnRecipes: true });
    expect((await setChildPortion(other.cookie, { childPortion: 1 })).status).toBe(200);
    expect(await settingsOf(other.cookie)).toEqual({ childPortion: 1, suggestOwnRecipes: true });
    expect(await settingsOf(camille.cookie)).toEqual({
      childPortion: 0.75,
      suggestOwnRecipes: true,
    });

    expect((await setChildPortion(camille.cookie, { childPortion: 0.5 })).status).toBe(200);
  });

  it('accepts ½, ¾ or 1 only, in French', async () => {
    for (const body of [
      { childPortion: 0.6 },
      { childPortion: '0.5' },
      { childPortion: 0 },
      { childPortion: null },
      {},
      { childPortion: 0.5, householdId: other.householdId },
    ]) {
      const response = await setChildPortion(home.camille.cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION',
      );
    }
    const refused = await setChildPortion(home.camille.cookie, { childPortion: 2 });
    const { error } = (await refused.json()) as {
      error: { fields: { path: string; message: string }[] };
    };
    expect(error.fields).toEqual([
      { path: 'childPortion', message: 'Choisissez ½, ¾ ou 1 portion par enfant.' },
    ]);
    expect(await settingsOf(home.camille.cookie)).toEqual({
      childPortion: 0.5,
      suggestOwnRecipes: true,
    });
  });

  it('is for signed-in subscribers only', async () => {
    expect((await t.app.request('/api/household/settings')).status).toBe(401);
    const response = await t.app.request('/api/household/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ childPortion: 1 }),
    });
    expect(response.status).toBe(401);
  });
});

describe('portions for who eats', () => {
  it('plans a meal for 2 adults + 2 children in 3 portions by default', async () => {
    const { camille, noe, lou, leo } = home;
    const meal = await plan(camille.cookie, {
      servings: 4,
      eaters: [camille.id, noe.id, lou, leo],
    });
    expect(meal.servings).toBe(4);
    expect(meal.portions).toBe(3);
    expect(meal.portionsText).toBe('2 adultes + 2 enfants = 3 portions');

    // The plan's list buys for 3 portions: 8 eggs for 4 → 6.
    const preview = await sendJson(
      t.app,
      'POST',
      '/api/planned-meals/shopping-preview',
      camille.cookie,
      {
        from: MEAL.date,
        to: MEAL.date,
      },
    );
    expect(preview.status).toBe(200);
    expect(JSON.stringify(await preview.json())).toMatch(/"quantity":"?6"?/);

    // One more person: a third adult (the children stay), counted again: 4 portions.
    const more = await sendJson(t.app, 'PATCH', `/api/planned-meals/${meal.id}`, camille.cookie, {
      servings: 5,
    });
    expect(more.status).toBe(200);
    const bigger = (await more.json()) as PlannedMeal;
    expect([bigger.servings, bigger.portions, bigger.portionsText]).toEqual([
      5,
      4,
      '3 adultes + 2 enfants = 4 portions',
    ]);
    // The portions themselves: the people stay.
    const exact = await sendJson(t.app, 'PATCH', `/api/planned-meals/${meal.id}`, camille.cookie, {
      portions: 6,
    });
    expect(((await exact.json()) as PlannedMeal).portions).toBe(6);
    const none = await sendJson(
      t.app,
      'PATCH',
      `/api/planned-meals/${meal.id}`,
      camille.cookie,
      {},
    );
    expect(none.status).toBe(400);

    // A child counting for a whole portion: 4.
    await setChildPortion(camille.cookie, { childPortion: 1 });
    const whole = await plan(camille.cookie, {
      servings: 4,
      eaters: [camille.id, noe.id, lou, leo],
    });
    expect([whole.portions, whole.portionsText]).toEqual([4, '2 adultes + 2 enfants = 4 portions']);
    await setChildPortion(camille.cookie, { childPortion: 0.5 });
  });

  it('keeps one portion per person for a meal planned by hand, and what the client counted', async () => {
    const manual = await plan(home.camille.cookie, {
      recipeId: null,
      recipe: undefined,
      servings: 2,
    });
    expect([manual.servings, manual.portions, manual.portionsText]).toEqual([2, 2, null]);

    const counted = await plan(home.camille.cookie, { servings: 4, portions: 3, children: 2 });
    expect([counted.portions, counted.portionsText]).toEqual([
      3,
      '2 adultes + 2 enfants = 3 portions',
    ]);
    const tooMany = await sendJson(t.app, 'POST', '/api/planned-meals', home.camille.cookie, {
      ...MEAL,
      servings: 2,
      children: 3,
    });
    expect(tooMany.status).toBe(400);
  });

  it('scales suggestions to the family’s portions, « pers. » counting people', async () => {
    const { camille, noe, lou } = home;
    // Nobody chosen: everyone at the table (« Qui mange ? » shows them all).
    const everyone = await suggested(camille.cookie);
    expect(everyone.servings).toBe(3);
    expect(everyone.portions).toMatchObject({
      adults: 2,
      children: 2,
      people: 4,
      portions: 3,
      text: '2 adultes + 2 enfants = 3 portions',
    });
    // Some chosen: them.
    const two = await suggested(camille.cookie, { eaters: [noe.id, lou] });
    expect([two.servings, two.portions?.text]).toEqual([2, '1 adulte + 1 enfant = 2 portions']);
    // « Portions par recette » does not overrule the family chosen.
    await t.db
      .update(userPreferences)
      .set({ servings: 8 })
      .where(eq(userPreferences.userId, camille.id));
    expect((await suggested(camille.cookie)).servings).toBe(3);
  });

  it('counts the questionnaire’s household when the caller eats alone at the table', async () => {
    const solo = await subscribedUser(t.app, t.db, { firstName: 'Dominique' });
    await t.db
      .update(userPreferences)
      .set({ adults: 2, children: 2 })
      .where(eq(userPreferences.userId, solo.id));
    const recipe = await suggested(solo.cookie);
    expect([recipe.servings, recipe.portions?.people, recipe.portions?.text]).toEqual([
      3,
      4,
      '2 adultes + 2 enfants = 3 portions',
    ]);
    // « Portions par recette », once chosen, is the default where nobody is chosen.
    await t.db
      .update(userPreferences)
      .set({ servings: 5 })
      .where(eq(userPreferences.userId, solo.id));
    const chosen = await suggested(solo.cookie);
    expect([chosen.servings, chosen.portions?.text]).toEqual([5, '5 portions']);
  });
});
