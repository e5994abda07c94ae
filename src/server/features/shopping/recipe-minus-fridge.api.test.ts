// Issue 24: « Ajouter à la liste de courses » from one recipe takes out what the fridge holds
// and the staples, like the week's list (features/planning/meal-needs.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { RecipeShoppingAdded, ShoppingItem } from '../../../shared/shopping';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (cookie: string) => listItems<ShoppingItem>(t.app, '/api/shopping-items', cookie);

async function inFridge(cookie: string, name: string, quantity: number, unit: string) {
  const stored = await sendJson(t.app, 'POST', '/api/inventory-items', cookie, {
    name,
    quantity,
    unit,
  });
  expect(stored.status).toBe(201);
}

const addRecipe = async (cookie: string, lines: string[], extra: object = {}) => {
  const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, {
    source: 'recipe',
    recipeId: 'recette',
    recipeTitle: 'Recette',
    lines,
    ...extra,
  });
  return { status: answer.status, body: (await answer.json()) as RecipeShoppingAdded };
};

const rows = (items: ShoppingItem[]) =>
  items.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name}`);

describe('a recipe added to the list, minus the fridge', () => {
  it('leaves out the cream the fridge holds, and the staples, saying why', async () => {
    const a = await subscribedUser(t.app, t.db);
    await inFridge(a.cookie, 'Crème fraîche', 200, 'ml');
    const { status, body } = await addRecipe(a.cookie, [
      '100 ml de crème fraîche',
      '200 g de lardons',
      'Sel',
      'Poivre',
    ]);
    expect(status).toBe(201);
    expect(rows(body.items)).toEqual(['200 g lardons']);
    expect(body.skipped).toEqual([
      {
        line: '100 ml de crème fraîche',
        name: 'crème fraîche',
        reason: 'fridge',
        have: '200 ml',
      },
      { line: 'Sel', name: 'Sel', reason: 'staple' },
      { line: 'Poivre', name: 'Poivre', reason: 'staple' },
    ]);
    expect(rows(await list(a.cookie))).toEqual(['200 g lardons']);
  });

  it('adds the rest of a need the fridge covers in part', async () => {
    const a = await subscribedUser(t.app, t.db);
    await inFridge(a.cookie, 'Crème fraîche', 100, 'ml');
    const { status, body } = await addRecipe(a.cookie, ['150 ml de crème fraîche']);
    expect(status).toBe(201);
    expect(rows(body.items)).toEqual(['50 ml crème fraîche']);
    expect(body.items[0]).toMatchObject({ source: 'recipe', recipeTitle: 'Recette' });
    expect(body.skipped).toEqual([]);
  });

  it('counts riz basmati in the fridge as the recipe’s riz', async () => {
    const a = await subscribedUser(t.app, t.db);
    await inFridge(a.cookie, 'Riz basmati', 1, 'kg');
    const { status, body } = await addRecipe(a.cookie, ['300 g de riz']);
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [],
      skipped: [{ line: '300 g de riz', name: 'riz', reason: 'fridge', have: '1 kg' }],
    });
    expect(await list(a.cookie)).toEqual([]);
  });

  it('adds the staples when asked, and only what is missing', async () => {
    const a = await subscribedUser(t.app, t.db);
    const first = await addRecipe(a.cookie, ['200 g de farine', 'Sel', 'Poivre']);
    expect(rows(first.body.items)).toEqual(['200 g farine']);
    expect(first.body.skipped.map((line) => line.reason)).toEqual(['staple', 'staple']);
    // The client's « Inclure les basiques »: the staples alone, asked for.
    const staples = await addRecipe(a.cookie, ['Sel', 'Poivre'], { includeStaples: true });
    expect(staples.status).toBe(201);
    expect(staples.body.items.map((item) => item.name)).toEqual(['Sel', 'Poivre']);
    expect(staples.body.skipped).toEqual([]);
    expect(await list(a.cookie)).toHaveLength(3);
  });

  it('accepts an old body, without source nor includeStaples', async () => {
    const a = await subscribedUser(t.app, t.db);
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      recipeId: 'vieux',
      recipeTitle: 'Vieux',
      lines: ['2 tomates', 'Huile d’olive'],
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as RecipeShoppingAdded;
    expect(rows(body.items)).toEqual(['2 unité tomates']);
    expect(body.skipped).toEqual([
      { line: 'Huile d’olive', name: 'Huile d’olive', reason: 'staple' },
    ]);
    expect(
      (
        await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
          source: 'recipe',
          recipeId: 'x',
          recipeTitle: 'X',
          lines: ['Sel'],
          includeStaples: 'oui',
        })
      ).status,
    ).toBe(400);
  });

  it('reads only the caller’s fridge', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await inFridge(b.cookie, 'Crème fraîche', 500, 'ml');
    const { body } = await addRecipe(a.cookie, ['100 ml de crème fraîche']);
    expect(rows(body.items)).toEqual(['100 ml crème fraîche']);
  });
});
