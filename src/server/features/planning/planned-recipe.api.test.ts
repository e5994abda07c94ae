import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiche = {
  recipeTitle: 'Quiche lorraine',
  date: '2026-11-23',
  time: '19:00',
  servings: 6,
  type: 'plat',
  recipeId: 'quiche-lorraine',
  recipe: {
    servings: 4,
    description: 'Une quiche fondante.',
    ingredients: ['200 g de farine', '3 œufs', '20 cl de crème fraîche', 'Sel et poivre'],
    instructions: ['Préparez la pâte.', 'Enfournez 35 minutes.'],
  },
};

const list = (cookie: string) => listItems(t.app, '/api/planned-meals', cookie);

describe('a meal planned from a recipe', () => {
  it('keeps the recipe, each line read by the server', async () => {
    const a = await subscribedUser(t.app, t.db);
    const response = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, quiche);
    expect(response.status).toBe(201);
    const meal = await response.json();
    expect(meal).toMatchObject({ servings: 6, cookedAt: null });
    expect(meal.recipe).toEqual({
      servings: 4,
      description: 'Une quiche fondante.',
      ingredients: [
        { line: '200 g de farine', name: 'farine', amount: 200, unit: 'g', ingredientId: 'farine' },
        {
          line: '3 œufs',
          name: 'œufs',
          amount: 3,
          unit: 'unité',
          ingredientId: 'oeuf',
          forms: { one: 'œuf', many: 'œufs' },
        },
        {
          line: '20 cl de crème fraîche',
          name: 'crème fraîche',
          amount: 20,
          unit: 'cl',
          ingredientId: 'creme-fraiche',
        },
        {
          line: 'Sel et poivre',
          name: 'Sel et poivre',
          amount: null,
          unit: 'unité',
          ingredientId: null,
        },
      ],
      instructions: ['Préparez la pâte.', 'Enfournez 35 minutes.'],
    });
    expect((await list(a.cookie))[0].recipe.ingredients).toHaveLength(4);
  });

  it('never takes the client’s structure: only the lines are read', async () => {
    const a = await subscribedUser(t.app, t.db);
    const meal = await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
        ...quiche,
        recipe: {
          ...quiche.recipe,
          ingredients: ['1 kg de farine'],
          extra: 'ignored',
        },
      })
    ).json();
    expect(meal.recipe.ingredients).toEqual([
      { line: '1 kg de farine', name: 'farine', amount: 1, unit: 'kg', ingredientId: 'farine' },
    ]);
    expect(meal.recipe.extra).toBeUndefined();
  });

  it('refuses a bad recipe in French and stores nothing', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const recipe of [
      { ...quiche.recipe, ingredients: [] },
      { ...quiche.recipe, ingredients: Array.from({ length: 61 }, (_, i) => `${i} g de sel`) },
      { ...quiche.recipe, ingredients: ['x'.repeat(201)] },
      { ...quiche.recipe, instructions: Array.from({ length: 41 }, () => 'Mélangez.') },
      { ...quiche.recipe, servings: 0 },
      { ...quiche.recipe, ingredients: [{ line: '200 g de farine' }] },
    ]) {
      const response = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
        ...quiche,
        recipe,
      });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toMatch(/invalides/);
      expect(error.fields[0].path).toMatch(/^recipe\./);
    }
    const empty = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      ...quiche,
      recipe: { ...quiche.recipe, ingredients: [] },
    });
    expect((await empty.json()).error.fields[0].message).toBe(
      'La recette doit avoir au moins un ingrédient.',
    );
    expect(await list(a.cookie)).toEqual([]);
  });

  it('changes the servings of the household’s own meals only', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await (
      await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, quiche)
    ).json();
    const patched = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, {
      servings: 2,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id, servings: 2, recipe: { servings: 4 } });

    const refused = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, a.cookie, {
      servings: 0,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields[0].message).toBe('Au moins une personne.');

    const foreign = await sendJson(t.app, 'PATCH', `/api/planned-meals/${id}`, b.cookie, {
      servings: 9,
    });
    expect(foreign.status).toBe(404);
    expect((await list(a.cookie))[0].servings).toBe(2);
  });
});
