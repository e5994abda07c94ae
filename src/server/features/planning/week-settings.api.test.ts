// « Qui est là ? », the time each day allows and the rituals, as a family of two adults and two
// children sets them; the proposed week follows them and explains each meal (decision 0030).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import type { WeekPlanMeal } from '../../../shared/week-plan';
import { DEFAULT_COOKING_MINUTES, weekdayOf } from '../../../shared/week-settings';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { rateLimits } from '../../db/schema';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const today = new Date().toISOString().slice(0, 10);
const week = Array.from({ length: 7 }, (_, index) => addDays(today, index + 1));
const SETTINGS = '/api/planned-meals/week-settings';

async function family() {
  const a = await subscribedUser(t.app, t.db);
  const person = async (firstName: string, child: boolean, avoidedFoods: string[] = []) =>
    (
      await (
        await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
          firstName,
          child,
          dietaryRestrictions: [],
          avoidedFoods,
        })
      ).json()
    ).id as string;
  const paul = await person('Paul', false);
  const lea = await person('Lina', true, ['champignon']);
  const noah = await person('Noah', true);
  return { a, paul, lea, noah };
}

const weekdayLunchesAway = (personId: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ personId, weekday, moment: 'lunch', present: false }));

describe('« Qui est là ? » and the week it plans', () => {
  it('starts with everyone, 30 min on weekdays and 1 h 30 on Sunday, and saves the week', async () => {
    const { a, lea } = await family();
    const empty = await (await t.app.request(SETTINGS, { headers: { Cookie: a.cookie } })).json();
    expect(empty).toEqual({
      patterns: [],
      changes: [],
      rituals: [],
      cookingMinutes: [...DEFAULT_COOKING_MINUTES],
    });
    const body = {
      patterns: weekdayLunchesAway(lea),
      changes: [{ personId: lea, date: week[0], moment: 'dinner', present: false }],
      rituals: [{ weekday: 5, moment: 'dinner', text: 'Pizza', kind: 'dish' }],
      cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
    };
    const saved = await sendJson(t.app, 'PUT', SETTINGS, a.cookie, body);
    expect(saved.status).toBe(200);
    const read = await (await t.app.request(SETTINGS, { headers: { Cookie: a.cookie } })).json();
    expect(read.patterns).toHaveLength(5);
    expect(read.patterns[0]).toEqual({ ...body.patterns[0], anchor: null });
    expect(read.changes).toEqual(body.changes);
    expect(read.rituals).toEqual([{ ...body.rituals[0], monthly: false }]);
  });

  it('refuses a person of another household, and more than its limits', async () => {
    const { a } = await family();
    const other = await family();
    const foreign = await sendJson(t.app, 'PUT', SETTINGS, a.cookie, {
      patterns: weekdayLunchesAway(other.lea),
      changes: [],
      rituals: [],
      cookingMinutes: [...DEFAULT_COOKING_MINUTES],
    });
    expect(foreign.status).toBe(400);
    const tooMany = await sendJson(t.app, 'PUT', SETTINGS, a.cookie, {
      patterns: Array.from({ length: 51 }, () => weekdayLunchesAway(other.lea)[0]),
      changes: [],
      rituals: [],
      cookingMinutes: [...DEFAULT_COOKING_MINUTES],
    });
    expect(tooMany.status).toBe(400);
  });

  it('plans for who is home, keeps the Friday pizza, fits 30 min on weekday evenings, and says why', async () => {
    const { a, lea } = await family();
    await sendJson(t.app, 'PUT', SETTINGS, a.cookie, {
      patterns: weekdayLunchesAway(lea),
      changes: [],
      rituals: [
        { weekday: 5, moment: 'dinner', text: 'Pizza', kind: 'dish' },
        { weekday: 6, moment: 'lunch', text: 'Restaurant', kind: 'out' },
      ],
      cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
    });
    const slots = week.flatMap((date) => [
      { date, time: '12:00' },
      { date, time: '19:00' },
    ]);
    const answer = await sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', a.cookie, {
      slots,
    });
    expect(answer.status).toBe(200);
    const { meals } = (await answer.json()) as { meals: WeekPlanMeal[] };
    expect(meals).toHaveLength(14);
    for (const meal of meals) {
      const weekday = weekdayOf(meal.date);
      expect(meal.reason.length, meal.title).toBeGreaterThan(5);
      if (weekday <= 5 && meal.time === '12:00') {
        expect(meal.eaters).not.toContain(lea);
        expect(meal.names).not.toContain('Lina');
        // Three eaters: two adults and Noah (½) = 3 portions.
        expect(meal.recipe!.servings).toBe(3);
      } else {
        expect(meal.eaters).toBeNull();
      }
      if (weekday === 5 && meal.time === '19:00') {
        expect(meal.title).toMatch(/pizza/i);
        expect(meal.reason).toMatch(/rituel du vendredi/);
      } else if (weekday === 6 && meal.time === '12:00') {
        expect(meal).toMatchObject({ kind: 'out', title: 'Restaurant', recipe: null });
      } else if (weekday <= 5) {
        expect(byId.get(meal.recipe!.id)!.time, meal.title).toBeLessThanOrEqual(30);
      }
    }
  });

  it('proposes nothing to cook when nobody is home', async () => {
    const { a, paul, lea, noah } = await family();
    const { items: me } = (await (
      await t.app.request('/api/household/eaters', { headers: { Cookie: a.cookie } })
    ).json()) as { items: { id: string }[] };
    const date = week[0]!;
    await sendJson(t.app, 'PUT', SETTINGS, a.cookie, {
      patterns: [],
      changes: [...me.map((eater) => eater.id)].map((personId) => ({
        personId,
        date,
        moment: 'dinner',
        present: false,
      })),
      rituals: [],
      cookingMinutes: [...DEFAULT_COOKING_MINUTES],
    });
    expect([paul, lea, noah].every((id) => me.some((eater) => eater.id === id))).toBe(true);
    const { meals } = (await (
      await sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', a.cookie, {
        slots: [{ date, time: '19:00' }],
      })
    ).json()) as { meals: WeekPlanMeal[] };
    expect(meals[0]).toMatchObject({ kind: 'nobody', recipe: null });
  });
});
