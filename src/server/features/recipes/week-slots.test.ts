// The planner's properties over many seeded draws (decision 0030): each meal respects who eats
// it, the time its day allows when a recipe fits, its ritual when a recipe answers it, and says
// why in French; « Qui est là ? » resolves as the family wrote it.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { kindsOf } from '../../../shared/food/taxonomy';
import {
  presentAt,
  ritualAt,
  weekdayOf,
  type PresenceChange,
  type PresencePattern,
} from '../../../shared/week-settings';
import { CATALOGUE } from './catalogue';
import { CatalogueEngine } from './catalogue-engine';
import { planWeek } from './week-planner';
import { matchesRitual, minutesText, reasonFor, type PlannerSlot } from './week-slots';

const engine = new CatalogueEngine();
const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const entryOf = (id: string) =>
  engine
    .eligible({ type: 'plat', restrictions: [], avoidedFoods: [] })
    .find((entry) => entry.recipe.id === id)!;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

// Monday 30 November to Sunday 6 December 2026.
const MONDAY = '2026-11-30';
const WEEK = Array.from({ length: 7 }, (_, index) => addDays(MONDAY, index));
const PEOPLE = ['a', 'b', 'c', 'd'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
const AVOIDED = ['champignon', 'poisson', 'porc', 'fromage', 'tomate'];
const RITUALS = ['Pizza', 'Soupe', 'Poisson', 'Raclette', 'Curry', 'Gratin'];

/** Whole weeks between the Mondays of two days' weeks. */
const weeksApart = (from: string, to: string) => {
  const monday = (day: string) => addDays(day, 1 - weekdayOf(day));
  return Math.abs(Math.round((Date.parse(monday(to)) - Date.parse(monday(from))) / 604_800_000));
};

describe('« Qui est là ? »', () => {
  it('is everyone by default; a pattern, then a one-off change, decide', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seeded(seed);
      const patterns: PresencePattern[] = Array.from({ length: 6 }, () => ({
        personId: pick(random, PEOPLE),
        weekday: pick(random, [1, 2, 3, 4, 5, 6, 7] as const),
        moment: pick(random, ['lunch', 'dinner'] as const),
        present: random() < 0.3,
        anchor: random() < 0.3 ? pick(random, WEEK) : null,
      }));
      const changes: PresenceChange[] = Array.from({ length: 3 }, () => ({
        personId: pick(random, PEOPLE),
        date: pick(random, WEEK),
        moment: pick(random, ['lunch', 'dinner'] as const),
        present: random() < 0.5,
      }));
      for (const date of WEEK) {
        for (const moment of ['lunch', 'dinner'] as const) {
          const here = presentAt(PEOPLE, { patterns, changes }, date, moment);
          for (const person of PEOPLE) {
            const change = changes.findLast(
              (item) => item.personId === person && item.date === date && item.moment === moment,
            );
            const pattern = patterns.findLast(
              (item) =>
                item.personId === person &&
                item.weekday === weekdayOf(date) &&
                item.moment === moment &&
                (!item.anchor || weeksApart(item.anchor, date) % 2 === 0),
            );
            const expected = change ? change.present : pattern ? pattern.present : true;
            expect(here.includes(person), `${seed} ${date} ${moment} ${person}`).toBe(expected);
          }
          // A week later an every-other-week absence is the other way round; two weeks, the same.
          const alternate = patterns.filter((item) => item.anchor);
          if (alternate.length > 0 && changes.length === 0) {
            expect(presentAt(PEOPLE, { patterns, changes }, addDays(date, 14), moment)).toEqual(
              here,
            );
          }
        }
      }
    }
  });

  it('says « un samedi par mois » on the first Saturday of the month only', () => {
    const raclette = [
      { weekday: 6, moment: 'dinner', text: 'Raclette', kind: 'dish', monthly: true },
    ] as const;
    expect(ritualAt(raclette, '2026-12-05', 'dinner')?.text).toBe('Raclette');
    expect(ritualAt(raclette, '2026-12-12', 'dinner')).toBeNull();
    expect(ritualAt(raclette, '2026-12-05', 'lunch')).toBeNull();
  });
});

// 60 planned weeks over the whole catalogue: seconds on a loaded machine, never a stuck test.
describe('planWeek with each meal’s table, time and ritual', { timeout: 60_000 }, () => {
  it('respects who eats, the time each day allows and the rituals, over many draws', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = seeded(seed);
      const slots: PlannerSlot[] = WEEK.flatMap((date) =>
        (['12:00', '19:00'] as const).map((time) => {
          const avoidedFoods = random() < 0.5 ? [pick(random, AVOIDED)] : [];
          return {
            date,
            time,
            diet: { restrictions: [], avoidedFoods },
            absent: [],
            minutes: pick(random, [20, 30, 45, 90]),
            ...(random() < 0.2 ? { ritual: pick(random, RITUALS) } : {}),
          };
        }),
      );
      const week = planWeek(
        engine,
        {
          slots,
          restrictions: [],
          avoidedFoods: [],
          preferredFoods: [],
          difficulty: 'facile',
          servings: 4,
          fridge: [],
          around: [],
          exclude: [],
        },
        random,
      );
      expect(week).toHaveLength(slots.length);
      for (const { slot, recipe, reason, overTime } of week) {
        const label = `${seed} ${slot.date} ${slot.time} ${recipe.title}`;
        const entry = entryOf(recipe.id);
        const avoided = engine.idsMatching(slot.diet!.avoidedFoods);
        expect(
          entry.ingredients.some((ingredient) => avoided.has(ingredient.id)),
          label,
        ).toBe(false);
        const pool = engine
          .eligible({ type: 'plat', restrictions: [], avoidedFoods: slot.diet!.avoidedFoods })
          .filter((other) => !slot.ritual || matchesRitual(other, slot.ritual));
        const ritualPool = pool.length > 0;
        if (slot.ritual && ritualPool) {
          expect(matchesRitual(entry, slot.ritual), label).toBe(true);
          expect(reason, label).toMatch(/^rituel du /);
        }
        const fits = (
          ritualPool
            ? pool
            : engine.eligible({
                type: 'plat',
                restrictions: [],
                avoidedFoods: slot.diet!.avoidedFoods,
              })
        ).some((other) => other.recipe.time <= slot.minutes!);
        if (fits) expect(byId.get(recipe.id)!.time, label).toBeLessThanOrEqual(slot.minutes!);
        expect(overTime, label).toBe(!fits);
        expect(reason.length, label).toBeGreaterThan(5);
        expect(reason, label).not.toMatch(/undefined|NaN/);
      }
      // The same recipe twice in one week only when a ritual asks for it.
      const free = week.filter((meal) => !meal.slot.ritual).map((meal) => meal.recipe.id);
      expect(new Set(free).size, `${seed}`).toBe(free.length);
    }
  });

  it('says who is away when their absence makes the dish possible, and the time it takes', () => {
    const mushroom = engine
      .eligible({ type: 'plat', restrictions: [], avoidedFoods: [] })
      .find((entry) =>
        entry.ingredients.some((ingredient) => kindsOf(ingredient).includes('champignon')),
      )!;
    const slot: PlannerSlot = {
      date: WEEK[1]!,
      time: '19:00',
      absent: [{ name: 'Lina', restrictions: [], avoidedFoods: ['champignon'] }],
      minutes: 30,
    };
    const context = { engine, entry: mushroom, slot, used: [], overTime: false, placed: [] };
    expect(reasonFor({ ...context, protein: 'vegetal' })).toMatch(
      /^Lina n’est pas là : plat avec champignons?.* possible$/,
    );
    expect(reasonFor({ ...context, slot: { ...slot, absent: [] }, protein: 'vegetal' })).toBe(
      `${minutesText(mushroom.recipe.time)}, vous avez 30 min ce mardi`,
    );
    expect(
      reasonFor({
        ...context,
        slot: { ...slot, absent: [] },
        protein: 'poisson',
        placed: [{ date: addDays(WEEK[1]!, -8), protein: 'poisson' }],
      }),
    ).toBe('pas de poisson depuis 8 jours');
  });
});
