import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { recipeText, startFakeLlm } from '../../../../tests/support/fake-llm';
import { createTestApp } from '../../../../tests/support/test-app';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { RecipeSuggestion } from '../../../shared/recipes';
import { userPreferences, userSubscriptions, users } from '../../db/schema';
import { CATALOGUE } from './catalogue';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RECIPE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const suggest = (cookie: string, body: Record<string, unknown>) =>
  sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, body);

async function recipeOf(cookie: string, body: Record<string, unknown>) {
  const response = await suggest(cookie, body);
  expect(response.status).toBe(200);
  return ((await response.json()) as RecipeSuggestion).recipe;
}

const setPreferences = (userId: string, values: Partial<typeof userPreferences.$inferInsert>) =>
  t.db.update(userPreferences).set(values).where(eq(userPreferences.userId, userId));

describe('POST /api/recipes/suggestions', () => {
  it('answers a catalogue recipe of the type, scaled to the household', async () => {
    const a = await subscribedUser(t.app, t.db);
    await setPreferences(a.id, { adults: 2, children: 1 });
    const recipe = await recipeOf(a.cookie, { type: 'dessert' });
    expect(recipe.type).toBe('dessert');
    expect(recipe.source).toBe('catalogue');
    expect(recipe.servings).toBe(3);
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(recipe.instructions.length).toBeGreaterThan(1);
    // One of the three dessert pictures, or one of the richer set (decision 0033).
    expect(recipe.imageUrl).toMatch(/^\/recipes\/dessert-[a-z0-9-]+\.svg$/);
    expect(CATALOGUE.some((entry) => entry.id === recipe.id)).toBe(true);

    await setPreferences(a.id, { servings: 6 });
    expect((await recipeOf(a.cookie, { type: 'dessert' })).servings).toBe(6);
  });

  it('answers the same recipe for 5 minutes, and « Régénérer » walks through distinct ones', async () => {
    const a = await subscribedUser(t.app, t.db);
    const first = await recipeOf(a.cookie, { type: 'entrée' });
    expect((await recipeOf(a.cookie, { type: 'entrée' })).id).toBe(first.id);

    const pool = CATALOGUE.filter((recipe) => recipe.type === 'entrée').length;
    const shown = [first.id];
    for (let index = 1; index < pool; index += 1) {
      shown.push((await recipeOf(a.cookie, { type: 'entrée', regenerate: true })).id);
    }
    expect(new Set(shown).size).toBe(pool);
    // A new round: never the recipe just shown.
    const next = await recipeOf(a.cookie, { type: 'entrée', regenerate: true });
    expect(next.id).not.toBe(shown.at(-1));
  });

  it('never suggests what a restriction forbids or an avoided food', async () => {
    const a = await subscribedUser(t.app, t.db);
    await setPreferences(a.id, {
      dietaryRestrictions: ['vegetarian', 'glutenFree'],
      avoidedFoods: ['champignons'],
    });
    for (let index = 0; index < 25; index += 1) {
      const recipe = await recipeOf(a.cookie, { type: 'plat', regenerate: true });
      const source = CATALOGUE.find((entry) => entry.id === recipe.id)!;
      const ingredients = source.ingredients.map(([id]) => ingredientById(id)!);
      expect(isAllowed(ingredients, 'vegetarian'), recipe.title).toBe(true);
      expect(isAllowed(ingredients, 'glutenFree'), recipe.title).toBe(true);
      expect(recipe.ingredients.join(' ').toLowerCase()).not.toContain('champignon');
    }
  });

  it('cooks from the fridge: empty fridge message, then recipes using what it holds', async () => {
    const a = await subscribedUser(t.app, t.db);
    const empty = await suggest(a.cookie, { type: 'plat', fridge: true });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toBe('Aucun ingrédient disponible dans le frigo');

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Courgettes',
      quantity: 3,
      expirationDate: tomorrow,
      category: 'Fruits et Légumes',
    });
    const recipe = await recipeOf(a.cookie, { type: 'plat', fridge: true });
    expect(recipe.ingredients.join(' ').toLowerCase()).toContain('courgette');
  });

  it('sends a user without preferences to the questionnaire', async () => {
    const { user, cookie } = await signUp(t.app, newUser());
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email.toLowerCase()));
    await t.db
      .insert(userSubscriptions)
      .values({ userId: row!.id, status: 'active', provider: 'sandbox' });
    const response = await suggest(cookie, { type: 'plat' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('ONBOARDING_REQUIRED');
  });

  it('refuses unknown types, strangers and non-subscribers', async () => {
    const a = await subscribedUser(t.app, t.db);
    expect((await suggest(a.cookie, { type: 'goûter' })).status).toBe(400);
    expect((await suggest(a.cookie, { type: 'plat', fridge: 'oui' })).status).toBe(400);
    expect((await suggest('', { type: 'plat' })).status).toBe(401);
    const { user, cookie } = await signUp(t.app, newUser());
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email.toLowerCase()));
    await t.db.insert(userPreferences).values({ userId: row!.id });
    expect((await suggest(cookie, { type: 'plat' })).status).toBe(402);
  });
});

describe('suggestions with a language model', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let withLlm: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    llm = await startFakeLlm();
    withLlm = await createTestApp({ LLM_BASE_URL: llm.baseUrl, RECIPE_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await withLlm.close();
    await llm.close();
  });

  it('answers the model’s recipe, cached per household until « Régénérer », and limits the rate', async () => {
    llm.answer({ content: recipeText('Tarte aux poireaux', ['3 poireaux', '1 pâte brisée']) });
    const a = await subscribedUser(withLlm.app, withLlm.db);
    const b = await subscribedUser(withLlm.app, withLlm.db);
    const ask = (cookie: string, body: Record<string, unknown>) =>
      sendJson(withLlm.app, 'POST', '/api/recipes/suggestions', cookie, body);

    const first = await ask(a.cookie, { type: 'plat' });
    expect((await first.json()).recipe).toMatchObject({
      title: 'Tarte aux poireaux',
      source: 'llm',
    });
    await ask(a.cookie, { type: 'plat' });
    expect(llm.requests).toHaveLength(1);
    await ask(b.cookie, { type: 'plat' });
    expect(llm.requests).toHaveLength(2);
    await ask(a.cookie, { type: 'plat', regenerate: true });
    expect(llm.requests).toHaveLength(3);

    const limited = await ask(a.cookie, { type: 'plat', regenerate: true });
    expect(limited.status).toBe(429);
    expect(llm.requests).toHaveLength(3);
  });
});
