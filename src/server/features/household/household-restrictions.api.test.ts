import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { ItemList } from '../../../shared/api';
import type { AssistantEvent } from '../../../shared/assistant';
import type { DishType } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import type { Eater } from '../../../shared/eaters';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { HouseholdRestrictions } from '../../../shared/household-restrictions';
import type { MeResponse } from '../../../shared/me';
import type { PlannedMeal } from '../../../shared/planning';
import type { Recipe } from '../../../shared/recipes';
import type { WeekPlanProposal } from '../../../shared/week-plan';
import { households, rateLimits, userPreferences } from '../../db/schema';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RECIPE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());
// Several sign-ups from one address: the sign-up limit is not what these tests are about.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const ingredientsOf = (id: string) =>
  byId.get(id)!.ingredients.map(([ingredient]) => ingredientById(ingredient)!);
const mushrooms = foodMatcher(['champignons']);
const hasNuts = (id: string) => !isAllowed(ingredientsOf(id), 'nutFree');
const hasMushrooms = (id: string) =>
  ingredientsOf(id).some((ingredient) => matchesFood(ingredient, mushrooms));

const get = (cookie: string, path: string) => t.app.request(path, { headers: { Cookie: cookie } });

/** The questionnaire as the mother answers it, for « votre foyer ». */
const QUESTIONNAIRE = {
  adults: 1,
  children: 1,
  dietaryRestrictions: ['nutFree'],
  preferredFoods: [],
  avoidedFoods: ['champignons'],
  shoppingFrequency: 'weekly',
};

/** The mother answers for the household, then adds her son without a restriction of his own. */
async function family() {
  const mother = await subscribedUser(t.app, t.db, { firstName: 'Claire' });
  const answered = await sendJson(t.app, 'PUT', '/api/preferences', mother.cookie, QUESTIONNAIRE);
  expect(answered.status).toBe(200);
  const added = await sendJson(t.app, 'POST', '/api/household/people', mother.cookie, {
    firstName: 'Noé',
    child: true,
  });
  expect(added.status).toBe(201);
  const noe = ((await added.json()) as { id: string }).id;
  return { mother, noe };
}

async function suggestion(cookie: string, type: DishType, eaters: string[]): Promise<Recipe> {
  const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, {
    type,
    eaters,
    regenerate: true,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { recipe: Recipe }).recipe;
}

describe('a household restriction holds whoever eats', () => {
  it('keeps nuts and mushrooms away from the child alone at the table, in every dish type', async () => {
    const { mother, noe } = await family();
    const draws: [DishType, number][] = [
      ['dessert', 30],
      ['plat', 30],
      ['entrée', 15],
      ['amuse-bouche', 15],
    ];
    for (const [type, count] of draws) {
      for (let draw = 0; draw < count; draw += 1) {
        const recipe = await suggestion(mother.cookie, type, [noe]);
        expect(hasNuts(recipe.id), `${type}: ${recipe.id}`).toBe(false);
        expect(hasMushrooms(recipe.id), `${type}: ${recipe.id}`).toBe(false);
        expect(recipe.servings).toBe(1);
        expect(recipe.safety?.line).toBe('Pour Noé · Sans fruits à coque, sans champignons');
      }
    }
  });

  it('plans a week for the child alone without nuts or mushrooms', async () => {
    const { mother, noe } = await family();
    const today = new Date().toISOString().slice(0, 10);
    const slots = Array.from({ length: 7 }, (_, day) => {
      const iso = addDays(today, day + 1);
      return [
        { date: iso, time: '12:00' },
        { date: iso, time: '19:00' },
      ];
    }).flat();
    const response = await sendJson(
      t.app,
      'POST',
      '/api/planned-meals/week-proposal',
      mother.cookie,
      { slots, eaters: [noe] },
    );
    expect(response.status).toBe(200);
    const { meals } = (await response.json()) as WeekPlanProposal;
    expect(meals).toHaveLength(14);
    for (const meal of meals) {
      expect(hasNuts(meal.recipe!.id), meal.recipe!.id).toBe(false);
      expect(hasMushrooms(meal.recipe!.id), meal.recipe!.id).toBe(false);
      expect(meal.recipe!.safety?.line).toBe('Pour Noé · Sans fruits à coque, sans champignons');
    }
  });

  it('has the Assistant Chef respect them for the child alone', async () => {
    const { mother, noe } = await family();
    const created = await sendJson(t.app, 'POST', '/api/assistant/conversations', mother.cookie);
    const { id } = (await created.json()) as { id: string };
    for (const content of ['Trois idées de dessert', 'Une entrée avec des noix', 'Un plat']) {
      const response = await sendJson(
        t.app,
        'POST',
        `/api/assistant/conversations/${id}/messages`,
        mother.cookie,
        { content, eaters: [noe] },
      );
      expect(response.status).toBe(200);
      const events = (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as AssistantEvent);
      const recipes = events.flatMap((event) => (event.type === 'recipes' ? event.recipes : []));
      for (const recipe of recipes) {
        expect(hasNuts(recipe.id), `${content}: ${recipe.id}`).toBe(false);
        expect(hasMushrooms(recipe.id), `${content}: ${recipe.id}`).toBe(false);
        expect(recipe.safety?.line).toBe('Pour Noé · Sans fruits à coque, sans champignons');
      }
    }
  });

  it('stores the questionnaire’s answers as the household’s, not the mother’s own', async () => {
    const { mother } = await family();
    const [own] = await t.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, mother.id));
    expect(own).toMatchObject({ dietaryRestrictions: [], avoidedFoods: [] });
    const [home] = await t.db
      .select()
      .from(households)
      .where(eq(households.id, mother.householdId));
    expect(home).toMatchObject({ dietaryRestrictions: ['nutFree'], avoidedFoods: ['champignons'] });
    // The settings read them back as the questionnaire wrote them.
    const preferences = await (await get(mother.cookie, '/api/preferences')).json();
    expect(preferences).toMatchObject({
      dietaryRestrictions: ['nutFree'],
      avoidedFoods: ['champignons'],
    });
    // « Qui mange ? » shows what each person's meals respect.
    const eaters = (
      (await (await get(mother.cookie, '/api/household/eaters')).json()) as ItemList<Eater>
    ).items;
    expect(eaters.find((eater) => eater.firstName === 'Noé')).toMatchObject({
      dietaryRestrictions: ['nutFree'],
      avoidedFoods: ['champignons'],
    });
  });
});

describe('« Qui est concerné ? »', () => {
  const restrictionsOf = async (cookie: string) => {
    const response = await get(cookie, '/api/household/restrictions');
    expect(response.status).toBe(200);
    return (await response.json()) as HouseholdRestrictions;
  };
  const put = (cookie: string, body: unknown) =>
    sendJson(t.app, 'PUT', '/api/household/restrictions', cookie, body);

  it('lists the household’s restrictions for « Tout le foyer » and the people to choose', async () => {
    const { mother, noe } = await family();
    const list = await restrictionsOf(mother.cookie);
    expect(list.items).toEqual([
      { kind: 'restriction', value: 'nutFree', concerns: 'everyone' },
      { kind: 'avoided', value: 'champignons', concerns: 'everyone' },
    ]);
    expect(list.people).toEqual([
      { id: mother.id, firstName: 'Claire', kind: 'member', child: false },
      { id: noe, firstName: 'Noé', kind: 'person', child: true },
    ]);
  });

  it('narrows a restriction to chosen people: it then holds for their meals only', async () => {
    const { mother, noe } = await family();
    const narrowed = await put(mother.cookie, {
      kind: 'restriction',
      value: 'nutFree',
      concerns: [noe],
    });
    expect(narrowed.status).toBe(200);
    expect(((await narrowed.json()) as HouseholdRestrictions).items).toContainEqual({
      kind: 'restriction',
      value: 'nutFree',
      concerns: [noe],
    });
    // Noé at the table: still no nuts; the mother alone: the line no longer claims it.
    const forNoe = await suggestion(mother.cookie, 'dessert', [noe]);
    expect(hasNuts(forNoe.id)).toBe(false);
    const forMother = await suggestion(mother.cookie, 'dessert', [mother.id]);
    expect(forMother.safety?.line).toBe('Pour Claire · Sans champignons');
    // With everyone at the table (the default), Noé's allergy holds.
    for (let draw = 0; draw < 10; draw += 1) {
      const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', mother.cookie, {
        type: 'dessert',
        regenerate: true,
      });
      const { recipe } = (await response.json()) as { recipe: Recipe };
      expect(hasNuts(recipe.id)).toBe(false);
      expect(recipe.safety?.line).toBe(
        'Pour Claire et Noé · Sans fruits à coque, sans champignons',
      );
    }
  });

  it('adds an allergen beyond the questionnaire’s eight, and removes one with no one concerned', async () => {
    const { mother, noe } = await family();
    expect(
      (await put(mother.cookie, { kind: 'restriction', value: 'sesameFree', concerns: [noe] }))
        .status,
    ).toBe(200);
    expect(
      (await put(mother.cookie, { kind: 'avoided', value: 'Champignons', concerns: [] })).status,
    ).toBe(200);
    const list = await restrictionsOf(mother.cookie);
    expect(list.items).toEqual([
      { kind: 'restriction', value: 'nutFree', concerns: 'everyone' },
      { kind: 'restriction', value: 'sesameFree', concerns: [noe] },
    ]);
    // The settings keep showing the questionnaire's values; saving them keeps the allergen.
    const saved = await sendJson(t.app, 'PATCH', '/api/preferences', mother.cookie, {
      dietaryRestrictions: ['nutFree', 'glutenFree'],
    });
    expect(saved.status).toBe(200);
    expect((await restrictionsOf(mother.cookie)).items).toEqual([
      { kind: 'restriction', value: 'nutFree', concerns: 'everyone' },
      { kind: 'restriction', value: 'glutenFree', concerns: 'everyone' },
      { kind: 'restriction', value: 'sesameFree', concerns: [noe] },
    ]);
  });

  it('refuses another household’s person and an unknown restriction, in French', async () => {
    const { mother } = await family();
    const stranger = await family();
    const foreign = await put(mother.cookie, {
      kind: 'restriction',
      value: 'eggFree',
      concerns: [stranger.noe],
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      error: {
        code: 'EATERS_NOT_IN_HOUSEHOLD',
        message: 'Choisissez qui mange parmi les personnes de votre foyer.',
      },
    });
    const unknown = await put(mother.cookie, {
      kind: 'restriction',
      value: 'sansTout',
      concerns: 'everyone',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: {
        code: 'VALIDATION',
        fields: [{ path: 'value', message: 'Choisissez une restriction de la liste.' }],
      },
    });
    // Nothing changed for the other household.
    expect((await restrictionsOf(stranger.mother.cookie)).items).toHaveLength(2);
  });
});

describe('the invited partner', () => {
  it('joins the household’s restrictions and never sees the questionnaire', async () => {
    const { mother, noe } = await family();
    const invited = await sendJson(t.app, 'POST', '/api/household/invitations', mother.cookie, {
      email: 'marc.partenaire@example.com',
    });
    expect(invited.status).toBe(201);
    const link = (await latestMail(t.db, 'marc.partenaire@example.com')).links.find((url) =>
      url.includes('/invitation?'),
    )!;
    const token = new URL(link).searchParams.get('token')!;
    const { cookie } = await signUp(t.app, {
      email: 'marc.partenaire@example.com',
      password: 'secret-marc',
      firstName: 'Marc',
      lastName: 'Martin',
    });
    const accepted = await sendJson(t.app, 'POST', `/api/household/invitations/accept`, cookie, {
      token,
    });
    expect(accepted.status).toBe(200);
    const me = (await (await get(cookie, '/api/me')).json()) as MeResponse;
    expect(me.hasPreferences).toBe(true);
    expect(me.destination).toBe('/dashboard');
    const preferences = await (await get(cookie, '/api/preferences')).json();
    expect(preferences).toMatchObject({
      adults: 1,
      children: 1,
      dietaryRestrictions: ['nutFree'],
      avoidedFoods: ['champignons'],
    });
    // Marc and Noé at the table: the household's restrictions hold for both.
    const eaters = ((await (await get(cookie, '/api/household/eaters')).json()) as ItemList<Eater>)
      .items;
    const marc = eaters.find((eater) => eater.firstName === 'Marc')!;
    const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, {
      type: 'plat',
      eaters: [marc.id, noe],
    });
    const { recipe } = (await response.json()) as { recipe: Recipe };
    expect(hasMushrooms(recipe.id)).toBe(false);
    expect(recipe.safety?.line).toBe('Pour Marc et Noé · Sans fruits à coque, sans champignons');
  });
});

describe('a planned meal says for whom it is and what it respects', () => {
  const SEMOULE = {
    recipeTitle: 'Semoule au lait',
    date: '2030-03-14',
    time: '19:00',
    servings: 1,
    type: 'dessert',
    recipeId: 'semoule-au-lait',
    recipe: {
      servings: 1,
      ingredients: ['250 ml de lait', '30 g de semoule', '20 g de sucre'],
      instructions: ['Cuire la semoule dans le lait.'],
    },
  };
  const plan = (cookie: string, body: unknown) =>
    sendJson(t.app, 'POST', '/api/planned-meals', cookie, body);
  const mealsOf = async (cookie: string) =>
    ((await (await get(cookie, '/api/planned-meals')).json()) as ItemList<PlannedMeal>).items;

  it('keeps who it was planned for, and reads the household’s restrictions of today', async () => {
    const { mother, noe } = await family();
    const planned = await plan(mother.cookie, { ...SEMOULE, eaters: [noe] });
    expect(planned.status).toBe(201);
    expect(await planned.json()).toMatchObject({
      eaters: [noe],
      safety: { line: 'Pour Noé · Sans fruits à coque, sans champignons', notes: [] },
    });

    // Noé turns out to be allergic to milk: the meal planned before says so at once.
    const changed = await sendJson(t.app, 'PUT', '/api/household/restrictions', mother.cookie, {
      kind: 'restriction',
      value: 'dairyFree',
      concerns: [noe],
    });
    expect(changed.status).toBe(200);
    const [meal] = await mealsOf(mother.cookie);
    expect(meal!.safety).toEqual({
      line: 'Pour Noé · Sans fruits à coque, sans champignons',
      notes: ['Attention\u00a0: cette recette ne convient pas (sans lactose).'],
    });
  });

  it('is for everyone at the table by default; a meal without a recipe says nothing', async () => {
    const { mother } = await family();
    await plan(mother.cookie, SEMOULE);
    await plan(mother.cookie, {
      recipeTitle: 'Raclette',
      date: '2030-03-15',
      time: '19:00',
      servings: 2,
    });
    const meals = await mealsOf(mother.cookie);
    expect(meals.map((meal) => [meal.eaters, meal.safety?.line ?? null])).toEqual([
      [null, 'Pour Claire et Noé · Sans fruits à coque, sans champignons'],
      [null, null],
    ]);
  });

  it('never vouches for a line Popote cannot read', async () => {
    const { mother, noe } = await family();
    const planned = await plan(mother.cookie, {
      ...SEMOULE,
      eaters: [noe],
      recipe: {
        ...SEMOULE.recipe,
        ingredients: [...SEMOULE.recipe.ingredients, '1 sachet de zorglub'],
      },
    });
    expect(((await planned.json()) as PlannedMeal).safety).toEqual({
      line: 'Pour Noé · Sans champignons',
      notes: [
        'Popote ne sait pas vérifier « 1 sachet de zorglub »\u00a0: contrôlez-le vous-même (sans fruits à coque).',
      ],
    });
  });

  it('refuses to plan for another household’s person, one meal or a batch', async () => {
    const { mother } = await family();
    const other = await family();
    const one = await plan(mother.cookie, { ...SEMOULE, eaters: [other.noe] });
    expect(one.status).toBe(400);
    expect(((await one.json()) as { error: { code: string } }).error.code).toBe(
      'EATERS_NOT_IN_HOUSEHOLD',
    );
    const batch = await sendJson(t.app, 'POST', '/api/planned-meals/batch', mother.cookie, {
      meals: [SEMOULE, { ...SEMOULE, date: '2030-03-15', eaters: [other.noe] }],
    });
    expect(batch.status).toBe(400);
    expect(await mealsOf(mother.cookie)).toEqual([]);
  });
});
