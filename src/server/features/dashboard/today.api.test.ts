import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { addDays } from '../../../shared/dates';
import type { HomeToday } from '../../../shared/home';
import { householdPeople, inventoryItems, plannedMeals, shoppingItems } from '../../db/schema';
import { zurichNow } from '../../platform/home-time';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = async (cookie: string) => {
  const answer = await t.app.request('/api/home', { headers: { Cookie: cookie } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as HomeToday;
};

const recipe = CATALOGUE.find((candidate) => candidate.time >= 20 && candidate.time <= 90)!;
const minus = (time: string, minutes: number) => {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('GET /api/home', () => {
  it('names the next meal not cooked yet, with who eats and when to start', async () => {
    const a = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
    const b = await subscribedUser(t.app, t.db);
    const today = zurichNow().date;
    const tomorrow = addDays(today, 1);
    await t.db.insert(plannedMeals).values([
      // Past, cooked, too far, another household's: none is the next meal.
      {
        householdId: a.householdId,
        recipeTitle: 'Hier',
        date: addDays(today, -1),
        time: '19:00',
        servings: 2,
      },
      {
        householdId: a.householdId,
        recipeTitle: 'Cuisiné',
        date: tomorrow,
        time: '11:00',
        servings: 2,
        cookedAt: new Date(),
      },
      {
        householdId: a.householdId,
        recipeTitle: 'Loin',
        date: addDays(today, 9),
        time: '12:00',
        servings: 2,
      },
      {
        householdId: b.householdId,
        recipeTitle: 'Chez B',
        date: tomorrow,
        time: '08:00',
        servings: 2,
      },
      {
        householdId: a.householdId,
        recipeTitle: recipe.title,
        recipeId: recipe.id,
        date: tomorrow,
        time: '19:30',
        servings: 2,
        eaters: [a.id],
      },
    ]);

    const answer = await home(a.cookie);
    expect(answer.nextMeal).toMatchObject({
      title: recipe.title,
      date: tomorrow,
      time: '19:30',
      day: 'tomorrow',
      startAt: minus('19:30', recipe.time),
      eaters: ['Camille'],
    });
    expect((await home(b.cookie)).nextMeal).toMatchObject({ title: 'Chez B', eaters: null });
  });

  it('says nothing of when to start a meal added by hand', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(plannedMeals).values({
      householdId: a.householdId,
      recipeTitle: 'Pizza maison',
      date: addDays(zurichNow().date, 2),
      time: '19:00',
      servings: 4,
    });
    expect((await home(a.cookie)).nextMeal).toMatchObject({
      title: 'Pizza maison',
      day: 'later',
      startAt: null,
      eaters: null,
    });
  });

  it('lists the three fridge items to eat first, most urgent first, and nobody else’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const today = zurichNow().date;
    await t.db.insert(inventoryItems).values([
      { householdId: a.householdId, name: 'Crème', expirationDate: addDays(today, 1) },
      { householdId: a.householdId, name: 'Yaourts', expirationDate: addDays(today, -2) },
      { householdId: a.householdId, name: 'Lait', expirationDate: today },
      { householdId: a.householdId, name: 'Beurre', expirationDate: addDays(today, 2) },
      { householdId: a.householdId, name: 'Riz', expirationDate: addDays(today, 30) },
      { householdId: a.householdId, name: 'Sel', expirationDate: null },
      { householdId: b.householdId, name: 'Jambon', expirationDate: addDays(today, -5) },
    ]);
    const { eatSoon } = await home(a.cookie);
    expect(eatSoon.map(({ item, urgency }) => [item.name, urgency])).toEqual([
      ['Yaourts', 'expired'],
      ['Lait', 'today'],
      ['Crème', 'tomorrow'],
    ]);
  });

  it('offers a new household its first steps until all three are done', async () => {
    const a = await subscribedUser(t.app, t.db);
    expect((await home(a.cookie)).firstSteps).toEqual({
      family: false,
      plannedMeal: false,
      list: false,
    });
    expect((await home(a.cookie)).tableSize).toBe(1);

    await t.db.insert(householdPeople).values({ householdId: a.householdId, firstName: 'Noé' });
    await t.db.insert(shoppingItems).values({ householdId: a.householdId, name: 'pain' });
    const partly = await home(a.cookie);
    expect(partly.firstSteps).toEqual({ family: true, plannedMeal: false, list: true });
    expect(partly.tableSize).toBe(2);

    await t.db.insert(plannedMeals).values({
      householdId: a.householdId,
      recipeTitle: 'Soupe',
      date: zurichNow().date,
      time: '23:59',
      servings: 2,
    });
    expect((await home(a.cookie)).firstSteps).toBeNull();
  });

  it('is for subscribers only', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.request('/api/home', { headers: { Cookie: cookie } })).status).toBe(403);
    expect((await t.app.request('/api/home')).status).toBe(401);
  });
});
