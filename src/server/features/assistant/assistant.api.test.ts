import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { AssistantEvent } from '../../../shared/assistant';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import { assistantMessages, userPreferences } from '../../db/schema';
import { CATALOGUE, costBandOf, isSpicy, occasionsOf } from '../recipes';
import { isFamiliar, isStrong } from './catalogue-facts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, path: string) => t.app.request(path, { headers: { Cookie: cookie } });

async function newConversation(cookie: string): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/assistant/conversations', cookie, {});
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sends a message and reads the whole NDJSON stream of the answer. */
async function ask(cookie: string, conversationId: string, content: string) {
  const response = await sendJson(
    t.app,
    'POST',
    `/api/assistant/conversations/${conversationId}/messages`,
    cookie,
    { content },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
  const events = (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as AssistantEvent);
  const text = events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(events)}`);
  return { events, text, done };
}

const ingredientsOf = (id: string) =>
  CATALOGUE.find((recipe) => recipe.id === id)!.ingredients.map(([ingredient]) =>
    ingredientById(ingredient)!,
  );

describe('the Assistant Chef', () => {
  it('answers a French request with recipes that meet it, and keeps the conversation', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db
      .update(userPreferences)
      .set({ dietaryRestrictions: ['vegetarian'] })
      .where(eq(userPreferences.userId, a.id));
    const id = await newConversation(a.cookie);

    const { events, text, done } = await ask(a.cookie, id, 'Un dessert sans œufs pour 6');
    expect(events[0]).toMatchObject({ type: 'message', message: { role: 'user' } });
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
    expect(text).toBe(done.message.content);
    expect(text).toContain('sans œufs');
    const recipes = done.message.recipes;
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) {
      expect(recipe.type).toBe('dessert');
      expect(recipe.servings).toBe(6);
      const ingredients = ingredientsOf(recipe.id);
      expect(ingredients.some((ingredient) => ingredient.id === 'oeuf')).toBe(false);
      expect(isAllowed(ingredients, 'vegetarian')).toBe(true);
    }
    expect(done.conversation.title).toBe('Un dessert sans œufs pour 6');

    // After a reload: the list and the messages come back from the server.
    const list = await (await get(a.cookie, '/api/assistant/conversations')).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(id);
    const read = await (await get(a.cookie, `/api/assistant/conversations/${id}`)).json();
    expect(read.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(read.messages[1].recipes.map((recipe: { id: string }) => recipe.id)).toEqual(
      recipes.map((recipe) => recipe.id),
    );

    // The same request again shows other recipes first.
    const again = await ask(a.cookie, id, 'Un dessert sans œufs pour 6');
    expect(again.done.message.recipes[0]!.id).not.toBe(recipes[0]!.id);
  });

  it('says honestly what it cannot do', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = await newConversation(a.cookie);
    const { done } = await ask(a.cookie, id, 'Quel temps fera-t-il demain ?');
    expect(done.message.recipes).toEqual([]);
    expect(done.message.content).toMatch(/cuisine/);
    expect(done.message.content).toMatch(/Par exemple/);
  });

  it('keeps each user’s conversations to themselves', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const id = await newConversation(a.cookie);
    await ask(a.cookie, id, 'Que cuisiner ce soir ?');

    expect((await get(b.cookie, `/api/assistant/conversations/${id}`)).status).toBe(404);
    const list = await (await get(b.cookie, '/api/assistant/conversations')).json();
    expect(list.items).toEqual([]);
    const post = await sendJson(
      t.app,
      'POST',
      `/api/assistant/conversations/${id}/messages`,
      b.cookie,
      { content: 'Un dessert' },
    );
    expect(post.status).toBe(404);
    const remove = await sendJson(t.app, 'DELETE', `/api/assistant/conversations/${id}`, b.cookie);
    expect(remove.status).toBe(404);
    const stored = await t.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, id));
    expect(stored).toHaveLength(2);

    expect(
      (await sendJson(t.app, 'DELETE', `/api/assistant/conversations/${id}`, a.cookie)).status,
    ).toBe(200);
    expect((await get(a.cookie, `/api/assistant/conversations/${id}`)).status).toBe(404);
  });

  it('refuses an empty, over-long or malformed message in French, and needs a session', async () => {
    const a = await subscribedUser(t.app, t.db);
    const id = await newConversation(a.cookie);
    for (const body of [{ content: '   ' }, { content: 'a'.repeat(1001) }, { content: 3 }, {}]) {
      const response = await sendJson(
        t.app,
        'POST',
        `/api/assistant/conversations/${id}/messages`,
        a.cookie,
        body,
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/invalides/);
    }
    expect((await get(a.cookie, '/api/assistant/conversations/pas-un-id')).status).toBe(400);
    expect((await t.app.request('/api/assistant/conversations')).status).toBe(401);
  });

  it('answers the six questions of issue 29 as a family would, without a language model', async () => {
    const a = await subscribedUser(t.app, t.db);
    const me = await (await get(a.cookie, '/api/me')).json();
    expect(me.assistant).toEqual({ languageModel: false });
    const answers: string[] = [];
    const askNew = async (content: string) => {
      const { done } = await ask(a.cookie, await newConversation(a.cookie), content);
      const recipes = done.message.recipes;
      answers.push(
        `« ${content} »\n${done.message.content}\n→ ${recipes.map((r) => r.title).join(' | ')}`,
      );
      return done.message;
    };
    const foods = (id: string) =>
      CATALOGUE.find((recipe) => recipe.id === id)?.ingredients.map(([food]) => food) ?? [];

    // A substitution: substitutes with proportions, never a recipe built on the eggs.
    const eggs = await askNew('comment remplacer les œufs dans un gâteau ?');
    expect(eggs.content).toMatch(/1 œuf ≈ 50\sg de compote/);
    for (const recipe of eggs.recipes) expect(foods(recipe.id)).not.toContain('oeuf');

    // A timing question: a time range.
    const pasta = await askNew('combien de temps cuire des pâtes ?');
    expect(pasta.content).toMatch(/8 à 12 minutes/);
    expect(pasta.recipes).toEqual([]);

    // A menu: four courses, festive, in season, without meat or fish, with its offer.
    const christmas = await askNew('menu de Noël végétarien');
    expect(christmas.recipes.map((recipe) => recipe.type)).toEqual([
      expect.stringMatching(/apéro|amuse-bouche/),
      'entrée',
      'plat',
      'dessert',
    ]);
    expect(christmas.offer).toMatchObject({ kind: 'menu' });
    for (const recipe of christmas.recipes) {
      expect(occasionsOf(recipe.id)).toContain('noel');
      expect(recipe.inSeason).toBe(true);
      expect(isAllowed(ingredientsOf(recipe.id), 'vegetarian')).toBe(true);
    }

    // The week on a budget: « Planifier ma semaine », ranked by the cost band shown.
    const week = await askNew('idées de repas pour la semaine pas chères');
    expect(week.offer).toEqual({ kind: 'week', cheap: true, quick: false, vegetarian: false });
    expect(week.content).toMatch(/€/);
    for (const recipe of week.recipes) expect(costBandOf(recipe.id)).toBe(1);

    // « sans noix » is « sans fruits à coque », for 8.
    const nuts = await askNew('un dessert sans noix pour 8');
    expect(nuts.content).toMatch(/sans fruits à coque/);
    for (const recipe of nuts.recipes) {
      expect(recipe.servings).toBe(8);
      expect(isAllowed(ingredientsOf(recipe.id), 'nutFree')).toBe(true);
    }

    // Children: in time, mild first, nothing relevé shown unflagged.
    const kids = await askNew('J’ai 20 minutes, une idée rapide pour les enfants ?');
    expect(kids.recipes.length).toBeGreaterThan(0);
    for (const recipe of kids.recipes) {
      expect(recipe.preparationTime).toBeLessThanOrEqual(20);
      expect(recipe.spicy ?? false).toBe(isSpicy(recipe.id));
      // Mild and familiar: no strong taste (sardines, chèvre, menthe), foods children know.
      expect(isStrong(recipe.id), recipe.title).toBe(false);
      expect(isFamiliar(recipe.id), recipe.title).toBe(true);
    }
    if (process.env.PRINT_ANSWERS) console.log(answers.join('\n\n'));
  });
});

describe('the household’s own recipes', () => {
  it('are found by the Assistant Chef like the catalogue’s, unless the household said not to', async () => {
    const a = await subscribedUser(t.app, t.db);
    const created = await sendJson(t.app, 'POST', '/api/my-recipes', a.cookie, {
      title: 'Gratin de salsifis de mamie',
      dishType: 'plat',
      servings: 4,
      preparationMinutes: 20,
      cookingMinutes: 35,
      difficulty: 'facile',
      ingredients: [
        { text: '800 g de salsifis' },
        { text: '20 cl de crème fraîche' },
        { text: '100 g de gruyère' },
      ],
      steps: ['Cuire les salsifis 20 minutes.', 'Gratiner 15 minutes à 200 °C.'],
    });
    expect(created.status).toBe(201);
    const own = ((await created.json()) as { id: string }).id;
    const id = await newConversation(a.cookie);
    const { done } = await ask(a.cookie, id, 'Un gratin avec des salsifis ?');
    expect(done.message.recipes.map((recipe) => recipe.id)).toContain(own);

    // « Suggérer aussi mes recettes » turned off: the book stays out of the answers.
    await sendJson(t.app, 'PUT', '/api/household/settings', a.cookie, {
      suggestOwnRecipes: false,
    });
    const again = await ask(
      a.cookie,
      await newConversation(a.cookie),
      'Un gratin avec des salsifis ?',
    );
    expect(again.done.message.recipes.map((recipe) => recipe.id)).not.toContain(own);
  });
});
