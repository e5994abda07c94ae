// Bounded data (issue 23): every collection a household makes grow has a cap with a French
// message; what grows without end is read a page at a time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../tests/support/auth';
import { createTestApp } from '../../tests/support/test-app';
import { COLLECTION_LIMITS } from '../shared/constants';
import {
  assistantConversations,
  assistantMessages,
  favoriteRecipes,
  inventoryItems,
  notifications,
  plannedMeals,
  shoppingItems,
} from './db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const times = (n: number) => Array.from({ length: n }, (_, index) => index);

async function errorOf(response: Response) {
  expect(response.status).toBe(409);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('collection caps', () => {
  it('caps the shopping list at 1 000 rows, and still answers a replay when full', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(shoppingItems).values(
      times(COLLECTION_LIMITS.shoppingItems - 1).map((index) => ({
        householdId: a.householdId,
        addedBy: a.id,
        name: `Article ${index}`,
      })),
    );
    const id = randomUUID();
    const last = { id, name: 'Lait', quantity: '1', unit: 'l', source: 'manual' };
    expect((await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, last)).status).toBe(201);
    // The same offline add sent again (its answer lost) is answered, not refused.
    expect((await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, last)).status).toBe(200);
    const refused = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      name: 'Beurre',
      source: 'manual',
    });
    expect(await errorOf(refused)).toEqual({
      code: 'SHOPPING_LIMIT',
      message:
        'Votre liste de courses compte déjà 1\u202f000 articles\u00a0: c’est le maximum. Supprimez les articles cochés pour en ajouter d’autres.',
    });
    const recipe = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      source: 'recipe',
      recipeId: 'catalogue:tarte',
      recipeTitle: 'Tarte',
      lines: ['200 g de farine'],
    });
    expect((await errorOf(recipe)).code).toBe('SHOPPING_LIMIT');
  });

  it('caps the fridge at 1 000 items; a tick that stores bought items never fails when it is full', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(inventoryItems).values(
      times(COLLECTION_LIMITS.inventoryItems).map((index) => ({
        householdId: a.householdId,
        addedBy: a.id,
        name: `Aliment ${index}`,
      })),
    );
    const refused = await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Yaourt',
    });
    expect((await errorOf(refused)).message).toBe(
      'Votre frigidaire compte déjà 1\u202f000 articles\u00a0: c’est le maximum. Retirez ce qui a été consommé pour en ajouter d’autres.',
    );
    const [item] = await listItems<{ id: string }>(t.app, '/api/shopping-items', a.cookie).then(
      async (items) =>
        items.length > 0
          ? items
          : [
              (
                (await (
                  await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
                    name: 'Crème',
                    source: 'manual',
                  })
                ).json()) as { items: { id: string }[] }
              ).items[0]!,
            ],
    );
    const ticked = await sendJson(t.app, 'POST', '/api/shopping-items/check', a.cookie, {
      ids: [item!.id],
      checked: true,
      toFridge: true,
    });
    expect(ticked.status).toBe(200);
    const fridge = await listItems(t.app, '/api/inventory-items', a.cookie);
    expect(fridge).toHaveLength(COLLECTION_LIMITS.inventoryItems);
  });

  it('caps the planning at 2 000 meals', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(plannedMeals).values(
      times(COLLECTION_LIMITS.plannedMeals).map((index) => ({
        householdId: a.householdId,
        addedBy: a.id,
        recipeTitle: `Repas ${index}`,
        date: '2026-01-01',
        time: '19:00',
        servings: 2,
      })),
    );
    const refused = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      recipeTitle: 'Gratin',
      date: '2026-12-01',
      time: '19:00',
      servings: 2,
      type: 'plat',
    });
    expect((await errorOf(refused)).code).toBe('PLANNING_LIMIT');
  });

  it('caps favourites at 1 000', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(favoriteRecipes).values(
      times(COLLECTION_LIMITS.favorites).map((index) => ({
        userId: a.id,
        recipeId: `catalogue:recette-${index}`,
        recipeTitle: `Recette ${index}`,
        ingredients: [],
        instructions: [],
        type: 'plat' as const,
      })),
    );
    const refused = await sendJson(t.app, 'POST', '/api/favorites', a.cookie, {
      recipeId: 'catalogue:encore',
      recipeTitle: 'Encore une',
      ingredients: ['1 œuf'],
      instructions: ['Cuire.'],
      type: 'plat',
    });
    expect((await errorOf(refused)).code).toBe('FAVORITES_LIMIT');
  });

  it('caps conversations at 200, and a conversation at 200 messages', async () => {
    const a = await subscribedUser(t.app, t.db);
    const rows = await t.db
      .insert(assistantConversations)
      .values(times(COLLECTION_LIMITS.conversations).map(() => ({ userId: a.id })))
      .returning({ id: assistantConversations.id });
    const refused = await sendJson(t.app, 'POST', '/api/assistant/conversations', a.cookie);
    expect((await errorOf(refused)).message).toBe(
      'Vous avez déjà 200 conversations avec l’Assistant Chef\u00a0: supprimez-en une pour en commencer une autre.',
    );
    const full = rows[0]!.id;
    await t.db.insert(assistantMessages).values(
      times(COLLECTION_LIMITS.conversationMessages - 1).map((index) => ({
        conversationId: full,
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `Message ${index}`,
      })),
    );
    const asked = await sendJson(
      t.app,
      'POST',
      `/api/assistant/conversations/${full}/messages`,
      a.cookie,
      { content: 'Une idée de dessert ?' },
    );
    expect((await errorOf(asked)).code).toBe('CONVERSATION_FULL');
  });
});

describe('pages of what grows without end', () => {
  it('reads notifications 50 at a time, newest first, each once', async () => {
    const a = await subscribedUser(t.app, t.db);
    const start = Date.now();
    await t.db.insert(notifications).values(
      times(120).map((index) => ({
        userId: a.id,
        title: `Alerte ${index}`,
        message: 'À consommer vite',
        // Some share a timestamp: the id breaks the tie.
        createdAt: new Date(start - Math.floor(index / 3) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await t.app.request(
        `/api/notifications${cursor ? `?before=${cursor}` : ''}`,
        { headers: { Cookie: a.cookie } },
      );
      const body = (await response.json()) as {
        items: { title: string }[];
        unread: number;
        nextCursor: string | null;
      };
      expect(body.unread).toBe(120);
      seen.push(...body.items.map((item) => item.title));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    expect(seen.slice(0, 3).sort()).toEqual(['Alerte 0', 'Alerte 1', 'Alerte 2']);
    const forged = await t.app.request('/api/notifications?before=pas-un-curseur', {
      headers: { Cookie: a.cookie },
    });
    expect(forged.status).toBe(400);
  });

  it('reads conversations a page at a time', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db
      .insert(assistantConversations)
      .values(times(70).map((index) => ({ userId: a.id, title: `Conversation ${index}` })));
    const first = (await (
      await t.app.request('/api/assistant/conversations', { headers: { Cookie: a.cookie } })
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    expect(first.items).toHaveLength(50);
    const second = (await (
      await t.app.request(`/api/assistant/conversations?before=${first.nextCursor}`, {
        headers: { Cookie: a.cookie },
      })
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    expect(second.items).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(70);
  });
});
