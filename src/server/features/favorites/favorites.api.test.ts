import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recipe = {
  recipeId: 'gratin-dauphinois',
  recipeTitle: 'Gratin dauphinois',
  recipeImage: '/recipes/plat-1.webp',
  preparationTime: 45,
  servings: 4,
  difficulty: 'facile',
  ingredients: ['1 kg de pommes de terre', '50 cl de crème'],
  instructions: ['Éplucher les pommes de terre.', 'Cuire 1 h à 180 °C.'],
  type: 'plat',
};

const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });

describe('favourites', () => {
  it('adds a recipe once, checks it, lists it and removes it by recipe id', async () => {
    const a = await subscribedUser(t.app, t.db);
    const added = await sendJson(t.app, 'POST', '/api/favorites', a.cookie, recipe);
    expect(added.status).toBe(201);
    const again = await sendJson(t.app, 'POST', '/api/favorites', a.cookie, recipe);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Cette recette est déjà dans vos favoris.');
    expect(
      (await (await get('/api/favorites/by-recipe/gratin-dauphinois', a.cookie)).json()).favorite,
    ).toMatchObject({
      recipeTitle: 'Gratin dauphinois',
      ingredients: recipe.ingredients,
    });
    expect((await (await get('/api/favorites', a.cookie)).json()).items).toHaveLength(1);
    expect(
      (await sendJson(t.app, 'DELETE', '/api/favorites/by-recipe/gratin-dauphinois', a.cookie))
        .status,
    ).toBe(200);
    expect(
      (await (await get('/api/favorites/by-recipe/gratin-dauphinois', a.cookie)).json()).favorite,
    ).toBeNull();
  });

  it('keeps favourites personal: another user neither sees nor deletes them', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { id } = await (await sendJson(t.app, 'POST', '/api/favorites', a.cookie, recipe)).json();
    expect((await (await get('/api/favorites', b.cookie)).json()).items).toEqual([]);
    expect(
      (await (await get('/api/favorites/by-recipe/gratin-dauphinois', b.cookie)).json()).favorite,
    ).toBeNull();
    expect((await sendJson(t.app, 'DELETE', `/api/favorites/${id}`, b.cookie)).status).toBe(404);
    expect(
      (await sendJson(t.app, 'DELETE', '/api/favorites/by-recipe/gratin-dauphinois', b.cookie))
        .status,
    ).toBe(404);
    expect((await sendJson(t.app, 'DELETE', `/api/favorites/${id}`, a.cookie)).status).toBe(200);
  });

  it('refuses an image from elsewhere, a missing title and an unknown dish type', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const bad of [
      { ...recipe, recipeImage: 'https://evil.example/x.png' },
      { ...recipe, recipeTitle: '' },
      { ...recipe, type: 'goûter' },
      { ...recipe, ingredients: 'farine' },
    ]) {
      expect((await sendJson(t.app, 'POST', '/api/favorites', a.cookie, bad)).status).toBe(400);
    }
  });
});
