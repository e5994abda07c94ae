import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  leftoversReason,
  placeLeftovers,
  type FridgeLeftovers,
  type LeftoversSlot,
} from './fridge-leftovers';

const MONDAY = '2030-03-11';

/** A small seeded generator: the same draws on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const item = (over: Partial<FridgeLeftovers> & { id: string }): FridgeLeftovers => ({
  name: `Restes\u00a0: ${over.id}`,
  portions: 2,
  expirationDate: addDays(MONDAY, 2),
  ...over,
});

const slot = (day: number, time: string, people = 2, portions = people): LeftoversSlot => ({
  key: `${addDays(MONDAY, day)} ${time}`,
  date: addDays(MONDAY, day),
  time,
  people,
  portions,
});

describe('placeLeftovers', () => {
  it('puts leftovers on the earliest meal they cover, before they expire', () => {
    const slots = [slot(0, '19:00', 4, 3), slot(1, '12:00', 2), slot(1, '19:00', 4, 3)];
    const placed = placeLeftovers([item({ id: 'lasagnes', portions: 2 })], slots);
    expect([...placed.keys()]).toEqual([`${addDays(MONDAY, 1)} 12:00`]);
    expect(placed.get(`${addDays(MONDAY, 1)} 12:00`)?.enough).toBe(true);
  });

  it('takes the earliest meal before the expiry when none is covered, and says it', () => {
    const placed = placeLeftovers(
      [item({ id: 'gratin', portions: 1 })],
      [slot(0, '19:00', 3), slot(1, '19:00', 3)],
    );
    const placement = placed.get(`${MONDAY} 19:00`)!;
    expect(placement.enough).toBe(false);
    expect(leftoversReason(placement, { date: MONDAY, portions: 3 })).toBe(
      'restes de gratin à finir avant jeudi : 1 portion pour 3, à compléter',
    );
  });

  it('says when to finish them', () => {
    const lasagnes = { item: item({ id: 'Lasagnes' }), enough: true };
    expect(leftoversReason(lasagnes, { date: MONDAY, portions: 2 })).toBe(
      'restes de lasagnes à finir avant jeudi',
    );
    expect(leftoversReason(lasagnes, { date: addDays(MONDAY, 2), portions: 2 })).toBe(
      'restes de lasagnes à finir ce jour-là',
    );
  });

  it('never after expiry, never twice, never for a meal nobody eats: over many draws', () => {
    const random = seeded(28);
    for (let draw = 0; draw < 500; draw += 1) {
      const slots: LeftoversSlot[] = [];
      for (let day = 0; day < 7; day += 1)
        for (const time of ['12:00', '19:00'])
          if (random() < 0.6) {
            const people = Math.floor(random() * 5);
            slots.push(slot(day, time, people, Math.max(1, people)));
          }
      const items = Array.from({ length: Math.floor(random() * 6) }, (_, index) =>
        item({
          id: `item-${index}`,
          portions: random() < 0.2 ? null : Math.floor(random() * 6),
          expirationDate: random() < 0.1 ? null : addDays(MONDAY, Math.floor(random() * 9) - 2),
        }),
      );
      const placed = placeLeftovers(items, slots);
      const used = new Set<string>();
      for (const [key, { item: chosen, enough }] of placed) {
        const meal = slots.find((candidate) => candidate.key === key)!;
        expect(meal).toBeDefined();
        expect(meal.people).toBeGreaterThan(0);
        if (chosen.expirationDate) expect(meal.date <= chosen.expirationDate).toBe(true);
        expect(chosen.portions === null || chosen.portions > 0).toBe(true);
        expect(enough).toBe(chosen.portions === null || chosen.portions >= meal.portions);
        expect(used.has(chosen.id)).toBe(false);
        used.add(chosen.id);
      }
      // Whatever could have gone somewhere free before it expires did.
      const free = slots.filter((candidate) => candidate.people > 0 && !placed.has(candidate.key));
      for (const left of items.filter((candidate) => !used.has(candidate.id))) {
        if (left.portions !== null && left.portions <= 0) continue;
        expect(
          free.some((candidate) => !left.expirationDate || candidate.date <= left.expirationDate),
        ).toBe(false);
      }
    }
  });
});
