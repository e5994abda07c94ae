import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookie = string;

const get = (cookie: Cookie, path: string) => listItems(t.app, path, cookie);

async function plan(
  cookie: Cookie,
  title: string,
  date: string,
  servings: number,
  recipe?: object,
) {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, {
    recipeTitle: title,
    date,
    time: '19:00',
    servings,
    ...(recipe ? { recipe } : {}),
  });
  return response.json();
}

const recipe = (servings: number, ingredients: string[]) => ({
  servings,
  description: '',
  ingredients,
  instructions: ['Cuisinez.'],
});

/** Three meals of the week sharing potatoes, onions and cream; one from another week. */
async function weekOfMeals(cookie: Cookie) {
  await plan(
    cookie,
    'Gratin dauphinois',
    '2026-11-23',
    4,
    recipe(4, ['1 kg de pommes de terre', '30 cl de crème fraîche', '1 oignon', 'Sel', 'Poivre']),
  );
  // A recipe for 4 cooked for 2: halved.
  await plan(
    cookie,
    'Soupe paysanne',
    '2026-11-25',
    2,
    recipe(4, ['500 g de pommes de terre', '2 oignons', '2 càs d’huile d’olive', 'Persil']),
  );
  // A recipe for 2 cooked for 4: doubled.
  await plan(
    cookie,
    'Tartiflette',
    '2026-11-27',
    4,
    recipe(2, ['400 g de pommes de terre', '10 cl de crème fraîche', '1 reblochon']),
  );
  await plan(cookie, 'Pizza maison', '2026-11-26', 2);
  await plan(cookie, 'Raclette', '2026-12-10', 4, recipe(4, ['800 g de pommes de terre']));
}

const preview = async (cookie: Cookie, body: object) => {
  const response = await sendJson(
    t.app,
    'POST',
    '/api/planned-meals/shopping-preview',
    cookie,
    body,
  );
  return { status: response.status, body: await response.json() };
};

const line = (lines: { name: string }[], name: string) => lines.find((l) => l.name === name);

describe('the planning’s shopping list', () => {
  it('merges the week’s meals, scaled, minus the fridge; staples only when asked', async () => {
    const a = await subscribedUser(t.app, t.db);
    await weekOfMeals(a.cookie);
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Pommes de terre',
      quantity: 1,
      unit: 'kg',
    });
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, { name: 'Persil' });

    const { status, body } = await preview(a.cookie, { from: '2026-11-23', to: '2026-11-29' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ mealCount: 3, mealsWithoutRecipe: 1 });
    // 1 kg + 250 g + 800 g = 2,05 kg, 1 kg in the fridge.
    expect(line(body.lines, 'Pommes de terre')).toMatchObject({
      quantity: '1,05',
      unit: 'kg',
      needed: '2,05 kg',
      inFridge: '1 kg',
      covered: false,
      meals: ['Gratin dauphinois', 'Soupe paysanne', 'Tartiflette'],
    });
    expect(line(body.lines, 'Crème fraîche')).toMatchObject({ quantity: '50', unit: 'cl' });
    expect(line(body.lines, 'Oignons')).toMatchObject({ quantity: '2', unit: 'unité' });
    expect(line(body.lines, 'Reblochons')).toMatchObject({ quantity: '2' });
    expect(line(body.lines, 'Persil')).toMatchObject({ covered: true, quantity: '' });
    expect(body.lines.map((l: { name: string }) => l.name)).not.toContain('Sel');

    const withStaples = await preview(a.cookie, {
      from: '2026-11-23',
      to: '2026-11-29',
      includeStaples: true,
    });
    expect(withStaples.body.lines.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['Sel', 'Poivre', 'Huile d’olive']),
    );
    expect(line(withStaples.body.lines, 'Huile d’olive')).toMatchObject({
      quantity: '1',
      unit: 'càs',
    });
  });

  it('adds the edited lines to the list in one request, grouped under the period', async () => {
    const a = await subscribedUser(t.app, t.db);
    const body = {
      source: 'plan',
      recipeId: 'plan:2026-11-23:2026-11-29',
      recipeTitle: 'Planning du 23 au 29 novembre',
      items: [
        { name: 'Pommes de terre', quantity: '1,2', unit: 'kg' },
        { name: 'Persil', quantity: '', unit: 'unité' },
      ],
    };
    const added = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    expect(added.status).toBe(201);
    const items = await get(a.cookie, '/api/shopping-items');
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Pommes de terre',
          quantity: '1,2',
          unit: 'kg',
          source: 'plan',
          recipeId: 'plan:2026-11-23:2026-11-29',
          recipeTitle: 'Planning du 23 au 29 novembre',
        }),
        expect.objectContaining({ name: 'Persil', quantity: '1', unit: 'unité' }),
      ]),
    );
    // The same period twice: the specification's duplicate message, nothing added.
    const again = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, body);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      'Ces articles sont déjà dans votre liste de courses',
    );
    const twice = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      ...body,
      recipeId: 'plan:2026-11-30:2026-12-06',
      items: [body.items[0], { ...body.items[0], name: 'pommes de terre' }],
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.fields[0].message).toBe(
      'Deux articles portent le même nom\u00a0: renommez-en un ou retirez-le.',
    );
    expect(await get(a.cookie, '/api/shopping-items')).toHaveLength(2);
  });

  it('answers an empty period, and refuses a backwards or endless one in French', async () => {
    const a = await subscribedUser(t.app, t.db);
    await weekOfMeals(a.cookie);
    const empty = await preview(a.cookie, { from: '2027-01-01', to: '2027-01-07' });
    expect(empty.body).toEqual({
      from: '2027-01-01',
      to: '2027-01-07',
      mealCount: 0,
      mealsWithoutRecipe: 0,
      lines: [],
    });
    const backwards = await preview(a.cookie, { from: '2026-11-29', to: '2026-11-23' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields[0].message).toBe(
      'La date de fin doit suivre la date de début.',
    );
    const endless = await preview(a.cookie, { from: '2026-01-01', to: '2026-12-31' });
    expect(endless.body.error.fields[0].message).toBe(
      'Choisissez une période de deux mois au plus.',
    );
  });

  it('counts only the household’s own meals and fridge', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await weekOfMeals(a.cookie);
    await sendJson(t.app, 'POST', '/api/inventory-items', b.cookie, {
      name: 'Pommes de terre',
      quantity: 5,
      unit: 'kg',
    });
    expect((await preview(b.cookie, { from: '2026-11-23', to: '2026-11-29' })).body.lines).toEqual(
      [],
    );
    const mine = await preview(a.cookie, { from: '2026-11-23', to: '2026-11-29' });
    expect(line(mine.body.lines, 'Pommes de terre')).toMatchObject({ inFridge: null });
  });
});

describe('« J’ai cuisiné ce plat »', () => {
  it('takes the scaled ingredients out of the fridge, and undo puts them back', async () => {
    const a = await subscribedUser(t.app, t.db);
    const meal = await plan(
      a.cookie,
      'Crêpes',
      '2026-11-23',
      2,
      recipe(4, ['500 g de farine', '4 œufs', '1 l de lait', '1 pincée de sel']),
    );
    const add = async (item: object) =>
      (await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, item)).json();
    const flour = await add({ name: 'Farine', quantity: 1, unit: 'kg', category: 'Épicerie' });
    const eggs = await add({
      name: 'Œufs',
      quantity: 2,
      unit: 'unité',
      category: 'Produits Laitiers',
      expirationDate: '2026-11-30',
    });
    await add({ name: 'Tomates', quantity: 3 });

    const cooked = await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/cooked`, a.cookie);
    expect(cooked.status).toBe(200);
    const answer = await cooked.json();
    expect(answer.meal.cookedAt).toEqual(expect.any(String));
    expect(answer.fridgeChanges).toBe(2);
    const fridge = await get(a.cookie, '/api/inventory-items');
    expect(
      fridge.map((i: { name: string; quantity: number; unit: string }) => [
        i.name,
        i.quantity,
        i.unit,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Farine', 0.75, 'kg'],
        ['Tomates', 3, 'unité'],
      ]),
    );
    expect(fridge).toHaveLength(2);

    const twice = await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/cooked`, a.cookie);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe('Ce repas est déjà marqué comme cuisiné.');

    const undone = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${meal.id}/uncooked`,
      a.cookie,
    );
    expect(undone.status).toBe(200);
    expect((await undone.json()).meal.cookedAt).toBeNull();
    const restored = await get(a.cookie, '/api/inventory-items');
    expect(restored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: flour.id, name: 'Farine', quantity: 1, unit: 'kg' }),
        expect.objectContaining({
          id: eggs.id,
          name: 'Œufs',
          quantity: 2,
          unit: 'unité',
          category: 'Produits Laitiers',
          expirationDate: '2026-11-30',
        }),
      ]),
    );
    expect(restored).toHaveLength(3);
    const again = await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/uncooked`, a.cookie);
    expect(again.status).toBe(409);
  });

  it('needs a recipe, and is the household’s own: another household changes nothing', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const byHand = await plan(a.cookie, 'Restes', '2026-11-23', 2);
    const withoutRecipe = await sendJson(
      t.app,
      'POST',
      `/api/planned-meals/${byHand.id}/cooked`,
      a.cookie,
    );
    expect(withoutRecipe.status).toBe(409);
    expect((await withoutRecipe.json()).error.code).toBe('MEAL_WITHOUT_RECIPE');

    const meal = await plan(
      a.cookie,
      'Purée',
      '2026-11-23',
      2,
      recipe(2, ['500 g de pommes de terre']),
    );
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Pommes de terre',
      quantity: 2,
      unit: 'kg',
    });
    for (const path of ['cooked', 'uncooked']) {
      const response = await sendJson(
        t.app,
        'POST',
        `/api/planned-meals/${meal.id}/${path}`,
        b.cookie,
      );
      expect(response.status).toBe(404);
    }
    expect(
      (await sendJson(t.app, 'DELETE', `/api/planned-meals/${meal.id}`, b.cookie)).status,
    ).toBe(404);
    expect((await get(a.cookie, '/api/inventory-items'))[0]).toMatchObject({
      quantity: 2,
      unit: 'kg',
    });
    expect(
      (await get(a.cookie, '/api/planned-meals')).find((m: { id: string }) => m.id === meal.id),
    ).toMatchObject({
      cookedAt: null,
    });
    // Cooked by its household, the meal leaves the period's shopping list.
    await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/cooked`, a.cookie);
    expect((await preview(a.cookie, { from: '2026-11-23', to: '2026-11-23' })).body).toMatchObject({
      mealCount: 0,
      lines: [],
    });
  });

  it('tells the household’s open pages that the plan and the fridge changed; a preview tells none', async () => {
    const a = await subscribedUser(t.app, t.db);
    const meal = await plan(
      a.cookie,
      'Purée',
      '2026-11-23',
      2,
      recipe(2, ['500 g de pommes de terre']),
    );
    const topics: string[] = [];
    const stop = await t.services.events.subscribe(
      { householdId: a.householdId, userId: a.id, sessionToken: 'listening-only' },
      (change) => topics.push(change.topic),
      () => undefined,
    );
    await preview(a.cookie, { from: '2026-11-23', to: '2026-11-23' });
    await sendJson(t.app, 'POST', `/api/planned-meals/${meal.id}/cooked`, a.cookie);
    await vi.waitFor(() => expect(topics.sort()).toEqual(['inventory', 'planning']));
    stop();
  });
});
