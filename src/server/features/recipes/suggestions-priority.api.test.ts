import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RECIPE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const suggest = (cookie: string, body: Record<string, unknown>) =>
  sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, body);

async function addToFridge(cookie: string, name: string, expirationDate: string | null) {
  const response = await sendJson(t.app, 'POST', '/api/inventory-items', cookie, {
    name,
    expirationDate,
  });
  return ((await response.json()) as { id: string }).id;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('POST /api/recipes/suggestions with priority (« Que cuisiner avec ? »)', () => {
  it('serves recipes using the items asked first, over what expires sooner', async () => {
    const a = await subscribedUser(t.app, t.db);
    const leeks = await addToFridge(a.cookie, 'Poireaux', null);
    await addToFridge(a.cookie, 'Épinards', tomorrow());
    await addToFridge(a.cookie, 'Courgettes', tomorrow());

    for (let round = 0; round < 4; round += 1) {
      const response = await suggest(a.cookie, {
        type: 'plat',
        fridge: true,
        priority: [leeks],
        regenerate: round > 0,
      });
      expect(response.status).toBe(200);
      const { recipe } = (await response.json()) as { recipe: { ingredients: string[] } };
      expect(recipe.ingredients.join(' ').toLowerCase()).toContain('poireau');
    }
  });

  it('ignores ids the fridge no longer holds or that are another household’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await addToFridge(a.cookie, 'Courgettes', tomorrow());
    const theirs = await addToFridge(b.cookie, 'Poireaux', null);

    const response = await suggest(a.cookie, { type: 'plat', fridge: true, priority: [theirs] });
    expect(response.status).toBe(200);
    const { recipe } = (await response.json()) as { recipe: { ingredients: string[] } };
    expect(recipe.ingredients.join(' ').toLowerCase()).toContain('courgette');
  });

  it('refuses ids that are not ids, and more than 20', async () => {
    const a = await subscribedUser(t.app, t.db);
    await addToFridge(a.cookie, 'Courgettes', null);
    const notIds = await suggest(a.cookie, { type: 'plat', fridge: true, priority: ['lait'] });
    expect(notIds.status).toBe(400);
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    expect((await suggest(a.cookie, { type: 'plat', fridge: true, priority: many })).status).toBe(
      400,
    );
  });
});
