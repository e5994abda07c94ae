// Issue 24, item 1 « Counted once » (decision 0022): a recipe added to the list, planned, then
// « Générer la liste » from the week asks for each quantity once; generating again adds nothing;
// more servings add only the difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { PlannedMeal, PlanShoppingPreview } from '../../../shared/planning';
import type { ShoppingItem } from '../../../shared/shopping';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = '2031-03-10';
const LINES = ['600 g de potiron', '350 g de rigatonis', '8 feuilles de sauge', 'Sel'];

const list = (cookie: string) => listItems<ShoppingItem>(t.app, '/api/shopping-items', cookie);

/** « 600 g potiron », sorted: what the list asks for, whatever the order of its rows. */
const asked = (items: ShoppingItem[]) =>
  items.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name.toLowerCase()}`).sort();

async function addRecipe(cookie: string) {
  const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, {
    source: 'recipe',
    recipeId: 'risotto-potiron',
    recipeTitle: 'Rigatonis au potiron',
    lines: LINES,
  });
  expect(answer.status).toBe(201);
}

async function plan(cookie: string, servings = 4): Promise<PlannedMeal> {
  const answer = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, {
    recipeTitle: 'Rigatonis au potiron',
    date: DAY,
    time: '19:30',
    servings,
    recipeId: 'risotto-potiron',
    recipe: { servings: 4, ingredients: LINES },
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as PlannedMeal;
}

async function preview(cookie: string): Promise<PlanShoppingPreview> {
  const answer = await sendJson(t.app, 'POST', '/api/planned-meals/shopping-preview', cookie, {
    from: DAY,
    to: DAY,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PlanShoppingPreview;
}

/** What the generate dialog does: the preview's lines not covered, added in one request. */
async function generate(cookie: string): Promise<number> {
  const lines = (await preview(cookie)).lines.filter((line) => !line.covered);
  if (lines.length === 0) return 0;
  const answer = await sendJson(t.app, 'POST', '/api/shopping-items', cookie, {
    source: 'plan',
    recipeId: `plan:${DAY}:${DAY}`,
    recipeTitle: 'Semaine',
    items: lines.map(({ name, quantity, unit, plannedMealIds }) => ({
      name,
      quantity,
      unit,
      plannedMealIds,
    })),
  });
  expect(answer.status).toBe(201);
  return lines.length;
}

describe('a meal is shopped for once', () => {
  it('a recipe added to the list, then planned, then generated: each quantity once', async () => {
    const a = await subscribedUser(t.app, t.db);
    await addRecipe(a.cookie);
    const meal = await plan(a.cookie);
    const rows = await list(a.cookie);
    // The list knows its rows are the meal's now.
    expect(rows.map((row) => row.plannedMealIds)).toEqual(rows.map(() => [meal.id]));

    const seen = await preview(a.cookie);
    expect(seen.lines.map((line) => [line.name, line.covered, line.onList])).toEqual(
      expect.arrayContaining([
        ['Potiron', true, '600 g'],
        ['Rigatonis', true, '350 g'],
      ]),
    );
    expect(seen.lines.every((line) => line.covered)).toBe(true);
    expect(await generate(a.cookie)).toBe(0);
    expect(asked(await list(a.cookie))).toEqual([
      '350 g rigatonis',
      '600 g potiron',
      '8 unité feuilles de sauge',
    ]);
  });

  it('generating twice changes nothing; more servings add only the difference', async () => {
    const a = await subscribedUser(t.app, t.db);
    const meal = await plan(a.cookie);
    expect(await generate(a.cookie)).toBe(3);
    const first = await list(a.cookie);
    expect(asked(first)).toEqual(['350 g rigatonis', '600 g potiron', '8 unité feuilles de sauge']);
    expect(first.every((row) => row.plannedMealIds.includes(meal.id))).toBe(true);

    expect(await generate(a.cookie)).toBe(0);
    expect(await list(a.cookie)).toEqual(first);

    // Six people instead of four: half as much again (as a cook measures it: 530 g of
    // rigatonis), topped up in the period's rows.
    const patched = await sendJson(t.app, 'PATCH', `/api/planned-meals/${meal.id}`, a.cookie, {
      servings: 6,
    });
    expect(patched.status).toBe(200);
    const grown = await preview(a.cookie);
    expect(grown.lines.map((line) => `${line.quantity} ${line.unit} ${line.name}`).sort()).toEqual([
      '180 g Rigatonis',
      '300 g Potiron',
      '4 unité Feuilles de sauge',
    ]);
    await generate(a.cookie);
    const after = await list(a.cookie);
    expect(after).toHaveLength(3);
    expect(asked(after)).toEqual([
      '12 unité feuilles de sauge',
      '530 g rigatonis',
      '900 g potiron',
    ]);
    expect(await generate(a.cookie)).toBe(0);
  });

  it('a recipe on the list and planned for more people: only the difference is added', async () => {
    const a = await subscribedUser(t.app, t.db);
    await addRecipe(a.cookie);
    await plan(a.cookie, 8);
    expect(await generate(a.cookie)).toBe(3);
    const rows = await list(a.cookie);
    expect(asked(rows.filter((row) => row.source === 'plan'))).toEqual([
      '350 g rigatonis',
      '600 g potiron',
      '8 unité feuilles de sauge',
    ]);
    expect(await generate(a.cookie)).toBe(0);
  });

  it('refuses a meal of another household, and writes nothing', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const meal = await plan(a.cookie);
    const answer = await sendJson(t.app, 'POST', '/api/shopping-items', b.cookie, {
      source: 'plan',
      recipeId: `plan:${DAY}:${DAY}`,
      recipeTitle: 'Semaine',
      items: [{ name: 'Potiron', quantity: '600', unit: 'g', plannedMealIds: [meal.id] }],
    });
    expect(answer.status).toBe(404);
    expect(await list(b.cookie)).toEqual([]);
  });

  it('refuses meal ids that are not ids, or too many', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const plannedMealIds of [
      ['pas-un-id'],
      'abc',
      Array.from({ length: 251 }, () => crypto.randomUUID()),
    ]) {
      const answer = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
        source: 'plan',
        recipeId: `plan:${DAY}:${DAY}`,
        recipeTitle: 'Semaine',
        items: [{ name: 'Potiron', quantity: '600', unit: 'g', plannedMealIds }],
      });
      expect(answer.status).toBe(400);
    }
    expect(await list(a.cookie)).toEqual([]);
  });
});
