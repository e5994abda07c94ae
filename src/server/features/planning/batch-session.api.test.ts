// « Batch cooking » (issue 28, item 2; decision 0036): a session cooked today for lasagnes eaten
// tonight (with leftovers the day after), a gratin eaten in two days and a soup eaten in five —
// the soup is frozen. One list for the session, summed and bought once; « J'ai tout cuisiné »
// takes from the fridge and puts the dishes eaten later in; its undo puts everything back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { BatchSessionAnswer } from '../../../shared/batch-cooking';
import { addDays } from '../../../shared/dates';
import type { InventoryItem } from '../../../shared/inventory';
import type { PlannedMeal, PlanShoppingPreview } from '../../../shared/planning';
import { zurichNow } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => zurichNow().date;

const dish = (recipeTitle: string, date: string, ingredients: string[]) => ({
  recipeTitle,
  date,
  time: '19:00',
  servings: 4,
  recipe: { servings: 4, description: '', ingredients, instructions: ['Cuire 40 min au four.'] },
});

async function plan(cookie: string, body: object) {
  const response = await sendJson(t.app, 'POST', '/api/planned-meals', cookie, body);
  expect(response.status).toBe(201);
  return (await response.json()) as PlannedMeal;
}

const session = (date: string) => `/api/planned-meals/batch-sessions/${date}`;

const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });

async function week(cookie: string) {
  const day = today();
  const lasagnes = await plan(
    cookie,
    dish('Lasagnes', day, ['400 g de feuilles de lasagne', '200 g de gruyère']),
  );
  const restes = await sendJson(
    t.app,
    'POST',
    `/api/planned-meals/${lasagnes.id}/leftovers`,
    cookie,
    { date: addDays(day, 1), time: '12:00', portions: 2 },
  );
  expect(restes.status).toBe(201);
  const gratin = await plan(
    cookie,
    dish('Gratin', addDays(day, 2), ['1 kg de pommes de terre', '100 g de gruyère']),
  );
  const soupe = await plan(cookie, dish('Soupe', addDays(day, 5), ['500 g de courge']));
  return { day, lasagnes, restes: (await restes.json()).leftovers as PlannedMeal, gratin, soupe };
}

describe('batch cooking sessions', () => {
  it('are saved, shopped for once, cooked in one go and undone in one go', async () => {
    const a = await subscribedUser(t.app, t.db);
    const { day, lasagnes, gratin, soupe } = await week(a.cookie);
    await sendJson(t.app, 'POST', '/api/inventory-items', a.cookie, {
      name: 'Gruyère',
      quantity: 500,
      unit: 'g',
    });

    const saved = await sendJson(t.app, 'PUT', session(day), a.cookie, {
      mealIds: [lasagnes.id, gratin.id, soupe.id],
    });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as BatchSessionAnswer;
    expect(answer.meals.map((meal) => [meal.recipeTitle, meal.batchDate])).toEqual([
      ['Lasagnes', day],
      ['Gratin', day],
      ['Soupe', day],
    ]);
    const listed = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(listed.find((meal) => meal.id === soupe.id)?.batchDate).toBe(day);

    // One list: the lasagnes for their six portions (with the leftovers), the gruyère summed.
    const preview = await get(`${session(day)}/shopping-preview`, a.cookie);
    expect(preview.status).toBe(200);
    const lines = ((await preview.json()) as PlanShoppingPreview).lines;
    const byName = Object.fromEntries(lines.map((line) => [line.name, line]));
    expect(byName['Feuilles de lasagne']?.needed).toBe('600 g');
    expect(byName['Gruyère']).toMatchObject({ needed: '400 g', covered: true });
    expect(byName['Courge']).toMatchObject({ quantity: '500', unit: 'g' });
    // Added to the list, the session asks for nothing more: bought once.
    const added = await sendJson(t.app, 'POST', '/api/shopping-items', a.cookie, {
      source: 'plan',
      recipeId: `plan:${day}:${addDays(day, 5)}`,
      recipeTitle: 'Batch cooking',
      items: lines
        .filter((line) => !line.covered)
        .map(({ name, quantity, unit, plannedMealIds }) => ({
          name,
          quantity,
          unit,
          plannedMealIds,
        })),
    });
    expect(added.status).toBe(201);
    const again = (await (
      await get(`${session(day)}/shopping-preview`, a.cookie)
    ).json()) as PlanShoppingPreview;
    expect(again.lines.every((line) => line.covered)).toBe(true);

    // « J'ai tout cuisiné »: the gruyère used, the dishes eaten later in the fridge — the soup
    // eaten in five days frozen.
    const cooked = await sendJson(t.app, 'POST', `${session(day)}/cooked`, a.cookie);
    expect(cooked.status).toBe(200);
    const done = (await cooked.json()) as BatchSessionAnswer;
    expect(done.meals.every((meal) => meal.cookedAt !== null)).toBe(true);
    const fridge = await listItems<InventoryItem>(t.app, '/api/inventory-items', a.cookie);
    const held = Object.fromEntries(
      fridge.map((item) => [item.name, [item.quantity, item.expirationDate, item.category]]),
    );
    expect(held).toEqual({
      Gruyère: [100, null, expect.any(String)],
      'Restes\u00a0: Lasagnes': [2, addDays(day, 3), 'Autre'],
      'Batch\u00a0: Gratin': [4, addDays(day, 3), 'Autre'],
      'Batch\u00a0: Soupe (congelé)': [4, addDays(day, 90), 'Autre'],
    });
    const twice = await sendJson(t.app, 'POST', `${session(day)}/cooked`, a.cookie);
    expect((await twice.json()).error.code).toBe('BATCH_NOTHING_TO_COOK');

    // Undone: the fridge as it was, the dishes to cook again.
    const undone = await sendJson(t.app, 'POST', `${session(day)}/uncooked`, a.cookie);
    expect(undone.status).toBe(200);
    expect(
      ((await undone.json()) as BatchSessionAnswer).meals.every((meal) => !meal.cookedAt),
    ).toBe(true);
    const back = await listItems<InventoryItem>(t.app, '/api/inventory-items', a.cookie);
    expect(back.map((item) => [item.name, item.quantity])).toEqual([['Gruyère', 500]]);
    const undoTwice = await sendJson(t.app, 'POST', `${session(day)}/uncooked`, a.cookie);
    expect((await undoTwice.json()).error.code).toBe('BATCH_NOTHING_TO_UNDO');

    // The soup moved to the day before the cook day leaves the session; back, it is not in it.
    const moved = await sendJson(t.app, 'PATCH', `/api/planned-meals/${soupe.id}`, a.cookie, {
      date: addDays(day, -1),
    });
    expect(((await moved.json()) as PlannedMeal).batchDate).toBeNull();
    const kept = await sendJson(t.app, 'PATCH', `/api/planned-meals/${gratin.id}`, a.cookie, {
      date: addDays(day, 3),
    });
    expect(((await kept.json()) as PlannedMeal).batchDate).toBe(day);
    await sendJson(t.app, 'PATCH', `/api/planned-meals/${soupe.id}`, a.cookie, {
      date: addDays(day, 5),
    });

    // The gratin leaves the session; an empty list ends it.
    const smaller = (await (
      await sendJson(t.app, 'PUT', session(day), a.cookie, { mealIds: [lasagnes.id, soupe.id] })
    ).json()) as BatchSessionAnswer;
    expect(smaller.meals.map((meal) => meal.recipeTitle)).toEqual(['Lasagnes', 'Soupe']);
    const ended = (await (
      await sendJson(t.app, 'PUT', session(day), a.cookie, { mealIds: [] })
    ).json()) as BatchSessionAnswer;
    expect(ended.meals).toEqual([]);
    const empty = await sendJson(t.app, 'POST', `${session(day)}/cooked`, a.cookie);
    expect(empty.status).toBe(404);
  });

  it('refuses leftovers, meals without recipe, meals eaten before the cook day and strangers', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const { day, lasagnes, restes, gratin } = await week(a.cookie);
    const put = (cookie: string, date: string, mealIds: string[]) =>
      sendJson(t.app, 'PUT', session(date), cookie, { mealIds });
    const code = async (response: Response) => (await response.json()).error.code as string;

    expect(await code(await put(a.cookie, day, [restes.id]))).toBe('BATCH_LEFTOVERS');
    const byHand = await plan(a.cookie, {
      recipeTitle: 'Pizza',
      date: day,
      time: '12:00',
      servings: 2,
    });
    expect(await code(await put(a.cookie, day, [byHand.id]))).toBe('MEAL_WITHOUT_RECIPE');
    const late = await put(a.cookie, addDays(day, 1), [lasagnes.id]);
    expect(late.status).toBe(422);
    expect(await code(late)).toBe('BATCH_AFTER_MEAL');
    const far = await put(a.cookie, addDays(day, -70), [gratin.id]);
    expect(await code(far)).toBe('BATCH_TOO_FAR');

    // B names A's meal: not found, and A's meal stays out of any session.
    const stranger = await put(b.cookie, day, [gratin.id]);
    expect(stranger.status).toBe(404);
    const aPlan = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(aPlan.every((meal) => !meal.batchDate)).toBe(true);

    // A's session is A's: B's requests on the same day see and change nothing of it.
    expect((await put(a.cookie, day, [gratin.id])).status).toBe(200);
    const bPreview = (await (
      await get(`${session(day)}/shopping-preview`, b.cookie)
    ).json()) as PlanShoppingPreview;
    expect(bPreview).toMatchObject({ mealCount: 0, lines: [] });
    expect((await sendJson(t.app, 'POST', `${session(day)}/cooked`, b.cookie)).status).toBe(404);
    expect((await put(b.cookie, day, [])).status).toBe(200);
    const still = await listItems<PlannedMeal>(t.app, '/api/planned-meals', a.cookie);
    expect(still.find((meal) => meal.id === gratin.id)).toMatchObject({
      batchDate: day,
      cookedAt: null,
    });

    // Bad input.
    for (const body of [
      { mealIds: [gratin.id, gratin.id] },
      { mealIds: ['pas-un-id'] },
      { mealIds: Array.from({ length: 29 }, () => crypto.randomUUID()) },
      {},
    ]) {
      expect((await sendJson(t.app, 'PUT', session(day), a.cookie, body)).status).toBe(400);
    }
    expect((await put(a.cookie, '2026-02-30', [])).status).toBe(400);
    expect(
      (await get(`${session(day)}/shopping-preview?includeStaples=oui`, a.cookie)).status,
    ).toBe(400);
  });
});
