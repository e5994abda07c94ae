import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../../tests/support/auth';
import { openEventStream } from '../../../../../tests/support/event-stream';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { ItemList } from '../../../../shared/api';
import { COLLECTION_LIMITS } from '../../../../shared/constants';
import type { MyRecipe, MyRecipeInput } from '../../../../shared/my-recipes';
import {
  householdMembers,
  householdRecipes,
  rateLimits,
  userPreferences,
  users,
} from '../../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const blanquette: MyRecipeInput = {
  title: 'Blanquette de veau',
  dishType: 'plat',
  description: 'Celle de mamie.',
  servings: 4,
  preparationMinutes: 30,
  cookingMinutes: 90,
  difficulty: 'moyen',
  ingredients: [
    { text: '800 g de veau' },
    { text: '2 carottes' },
    { text: '20 cl de crème fraîche' },
  ],
  steps: ['Couper la viande.', 'Cuire 1 h 30.'],
  tags: ['famille', 'hiver'],
  sourceUrl: 'https://www.example.com/blanquette',
  notes: 'Ajouter un peu de citron.',
};

const gratin: MyRecipeInput = {
  title: 'Gratin de topinambours',
  dishType: 'plat',
  servings: 4,
  ingredients: [{ text: '1 kg de topinambourgs' }, { text: '20 cl de crème' }],
  steps: ['Éplucher.', 'Gratiner.'],
};

const get = (cookie: string, path: string) => t.app.request(path, { headers: { Cookie: cookie } });
const list = async (cookie: string, query = '') =>
  ((await (await get(cookie, `/api/my-recipes${query}`)).json()) as ItemList<MyRecipe>).items;
async function create(cookie: string, body: MyRecipeInput): Promise<MyRecipe> {
  const response = await sendJson(t.app, 'POST', '/api/my-recipes', cookie, body);
  expect(response.status).toBe(201);
  return (await response.json()) as MyRecipe;
}

describe('« Mes recettes »', () => {
  it('writes, reads, replaces, duplicates and lists a household recipe', async () => {
    const a = await subscribedUser(t.app, t.db);
    const created = await create(a.cookie, blanquette);
    expect(created).toMatchObject({
      title: 'Blanquette de veau',
      servings: 4,
      cookingMinutes: 90,
      tags: ['famille', 'hiver'],
      unverified: false,
      breaks: [],
    });
    expect(created.ingredients[0]).toEqual({
      text: '800 g de veau',
      quantity: '800',
      unit: 'g',
      name: 'veau',
      ingredientId: 'veau',
      recognised: true,
      suggestions: [],
    });
    const read = (await (await get(a.cookie, `/api/my-recipes/${created.id}`)).json()) as MyRecipe;
    expect(read.title).toBe('Blanquette de veau');

    const replaced = await sendJson(t.app, 'PUT', `/api/my-recipes/${created.id}`, a.cookie, {
      ...blanquette,
      title: 'Blanquette à l’ancienne',
      sourceUrl: null,
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      title: 'Blanquette à l’ancienne',
      sourceUrl: null,
    });

    const copy = await sendJson(t.app, 'POST', `/api/my-recipes/${created.id}/duplicate`, a.cookie);
    expect(copy.status).toBe(201);
    expect(((await copy.json()) as MyRecipe).title).toBe('Copie de Blanquette à l’ancienne');
    expect((await list(a.cookie)).map((recipe) => recipe.title).sort()).toEqual([
      'Blanquette à l’ancienne',
      'Copie de Blanquette à l’ancienne',
    ]);
  });

  it('is shared by the household’s members and invisible to another household (404)', async () => {
    const a = await subscribedUser(t.app, t.db);
    const member = await subscribedUser(t.app, t.db);
    await t.db
      .update(householdMembers)
      .set({ householdId: a.householdId, role: 'member' })
      .where(eq(householdMembers.userId, member.id));
    const other = await subscribedUser(t.app, t.db);
    const { id } = await create(a.cookie, blanquette);
    expect((await list(member.cookie)).map((recipe) => recipe.id)).toEqual([id]);
    expect(await list(other.cookie)).toEqual([]);
    const path = `/api/my-recipes/${id}`;
    expect((await get(other.cookie, path)).status).toBe(404);
    expect((await sendJson(t.app, 'PUT', path, other.cookie, blanquette)).status).toBe(404);
    expect((await sendJson(t.app, 'POST', `${path}/duplicate`, other.cookie)).status).toBe(404);
    expect((await sendJson(t.app, 'DELETE', path, other.cookie)).status).toBe(404);
    expect(
      (await sendJson(t.app, 'DELETE', path, a.cookie)).status,
      'still there for its household',
    ).toBe(200);
    expect(
      (await sendJson(t.app, 'POST', '/api/my-recipes/restore', other.cookie, { ids: [id] }))
        .status,
    ).toBe(404);
  });

  it('tells the household’s other pages that the book changed', async () => {
    const a = await subscribedUser(t.app, t.db);
    const stream = await openEventStream(t.app, a.cookie);
    await stream.waitFor('ready');
    const { id } = await create(a.cookie, blanquette);
    const [change] = await stream.waitFor('change');
    expect(change!.data).toEqual({ topic: 'myRecipes' });
    await sendJson(t.app, 'DELETE', `/api/my-recipes/${id}`, a.cookie);
    expect((await stream.waitFor('change', 2))[1]!.data).toEqual({ topic: 'myRecipes' });
    await stream.close();
  });

  it('brings a recipe back even when who wrote it has left since', async () => {
    const a = await subscribedUser(t.app, t.db);
    const writer = await subscribedUser(t.app, t.db);
    await t.db
      .update(householdMembers)
      .set({ householdId: a.householdId, role: 'member' })
      .where(eq(householdMembers.userId, writer.id));
    const { id } = await create(writer.cookie, blanquette);
    await sendJson(t.app, 'DELETE', `/api/my-recipes/${id}`, a.cookie);
    await t.db.delete(users).where(eq(users.id, writer.id));
    const restored = await sendJson(t.app, 'POST', '/api/my-recipes/restore', a.cookie, {
      ids: [id],
    });
    expect(restored.status).toBe(200);
    expect((await list(a.cookie)).map((recipe) => recipe.id)).toEqual([id]);
  });

  it('searches titles and lines without accents, and filters by dish type', async () => {
    const a = await subscribedUser(t.app, t.db);
    await create(a.cookie, blanquette);
    await create(a.cookie, { ...gratin, dishType: 'entrée' });
    const titles = async (query: string) =>
      (await list(a.cookie, query)).map((recipe) => recipe.title).sort();
    expect(await titles('?q=CREME')).toEqual(['Blanquette de veau', 'Gratin de topinambours']);
    expect(await titles('?q=blanquette')).toEqual(['Blanquette de veau']);
    expect(await titles('?q=carotte')).toEqual(['Blanquette de veau']);
    expect(await titles('?type=entr%C3%A9e')).toEqual(['Gratin de topinambours']);
    expect(await titles('?q=quiche')).toEqual([]);
    expect((await get(a.cookie, '/api/my-recipes?type=goûter')).status).toBe(400);
  });

  it('computes diets from the ingredients: a blanquette breaks a vegetarian table', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db
      .update(userPreferences)
      .set({ dietaryRestrictions: ['vegetarian'] })
      .where(eq(userPreferences.userId, a.id));
    const veal = await create(a.cookie, blanquette);
    expect(veal.breaks).toEqual([
      { restriction: 'vegetarian', label: 'Végétarien', because: ['veau'] },
    ]);
    expect(veal.compatible).not.toContain('vegetarian');
    const soup = await create(a.cookie, {
      ...gratin,
      title: 'Soupe de carottes',
      ingredients: [{ text: '1 kg de carottes' }, { text: '1 oignon' }],
    });
    expect(soup.compatible).toContain('vegetarian');
    const unknown = await create(a.cookie, gratin);
    expect(unknown.unverified).toBe(true);
    expect(unknown.compatible).toEqual([]);
    const [line] = unknown.ingredients;
    expect(line).toMatchObject({ recognised: false, ingredientId: null, name: 'topinambourgs' });
    expect(line!.suggestions.map((food) => food.name)).toContain('topinambour');

    // Compatible with the whole household: neither the veal nor the recipe Popote cannot check.
    expect((await list(a.cookie, '?compatible=1')).map((recipe) => recipe.title)).toEqual([
      'Soupe de carottes',
    ]);

    // A member chooses the food: the recipe is checked again.
    const chosen = line!.suggestions.find((food) => food.name === 'topinambour')!;
    const fixed = await sendJson(t.app, 'PUT', `/api/my-recipes/${unknown.id}`, a.cookie, {
      ...gratin,
      ingredients: [
        { text: '1 kg de topinambourgs', ingredientId: chosen.id },
        gratin.ingredients[1],
      ],
    });
    const answer = (await fixed.json()) as MyRecipe;
    expect(answer.unverified).toBe(false);
    expect(answer.ingredients[0]).toMatchObject({ recognised: true, ingredientId: chosen.id });
    expect((await list(a.cookie, '?compatible=1')).map((recipe) => recipe.title).sort()).toEqual([
      'Gratin de topinambours',
      'Soupe de carottes',
    ]);
  });

  it('deletes with « Annuler »: the recipe comes back as it was', async () => {
    const a = await subscribedUser(t.app, t.db);
    const created = await create(a.cookie, blanquette);
    expect(
      (await sendJson(t.app, 'DELETE', `/api/my-recipes/${created.id}`, a.cookie)).status,
    ).toBe(200);
    expect(await list(a.cookie)).toEqual([]);
    const restored = await sendJson(t.app, 'POST', '/api/my-recipes/restore', a.cookie, {
      ids: [created.id],
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as ItemList<MyRecipe>).items).toEqual([created]);
    expect(await list(a.cookie)).toEqual([created]);
  });

  it('saves a catalogue or suggested recipe into the book', async () => {
    const a = await subscribedUser(t.app, t.db);
    const saved = await sendJson(t.app, 'POST', '/api/my-recipes/from-recipe', a.cookie, {
      id: 'gratin-dauphinois',
      title: 'Gratin dauphinois',
      description: 'Fondant.',
      imageUrl: '/recipes/plat-1.webp',
      preparationTime: 45,
      servings: 4,
      difficulty: 'facile',
      ingredients: ['1 kg de pommes de terre', '50 cl de crème'],
      instructions: ['Éplucher.', 'Cuire 1 h à 180 °C.'],
      type: 'plat',
      source: 'catalogue',
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({
      title: 'Gratin dauphinois',
      dishType: 'plat',
      preparationMinutes: 45,
      steps: ['Éplucher.', 'Cuire 1 h à 180 °C.'],
      unverified: false,
    });
  });

  it('refuses bad input', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const bad of [
      { ...blanquette, title: '' },
      { ...blanquette, title: 'x'.repeat(161) },
      { ...blanquette, dishType: 'goûter' },
      { ...blanquette, servings: 0 },
      { ...blanquette, servings: 51 },
      { ...blanquette, cookingMinutes: 1441 },
      { ...blanquette, sourceUrl: 'javascript:alert(1)' },
      { ...blanquette, ingredients: [{ text: 'x'.repeat(201) }] },
      { ...blanquette, ingredients: Array.from({ length: 61 }, () => ({ text: 'sel' })) },
      { ...blanquette, ingredients: [{ text: 'sel', ingredientId: 'inconnu' }] },
      { ...blanquette, steps: Array.from({ length: 41 }, () => 'Cuire.') },
      { ...blanquette, tags: Array.from({ length: 21 }, (_, index) => `t${index}`) },
      { ...blanquette, notes: 'x'.repeat(5001) },
    ]) {
      expect((await sendJson(t.app, 'POST', '/api/my-recipes', a.cookie, bad)).status).toBe(400);
    }
  });

  it('holds at most 1 000 recipes per household', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(householdRecipes).values(
      Array.from({ length: COLLECTION_LIMITS.householdRecipes }, (_, index) => ({
        householdId: a.householdId,
        title: `Recette ${index}`,
        dishType: 'plat' as const,
        servings: 4,
        difficulty: 'facile' as const,
      })),
    );
    const refused = await sendJson(t.app, 'POST', '/api/my-recipes', a.cookie, blanquette);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'MY_RECIPES_LIMIT',
    );
  });
});
