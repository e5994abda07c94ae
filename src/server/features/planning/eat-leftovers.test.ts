import { describe, expect, it } from 'vitest';
import { isLeftoversMeal, takeLeftovers } from './eat-leftovers';
import type { FridgeRow } from './fridge-cooking';

const row = (over: Partial<FridgeRow> & { id: string }): FridgeRow => ({
  name: 'Restes\u00a0: Lasagnes',
  quantity: 2,
  unit: 'unité',
  category: 'Autre',
  expirationDate: '2030-03-13',
  ingredientId: null,
  ...over,
});

describe('takeLeftovers', () => {
  it('takes the portions eaten from the same leftovers, those expiring first first', () => {
    const rows = [
      row({ id: 'late', quantity: 3, expirationDate: '2030-03-14' }),
      row({ id: 'soon', quantity: 1, expirationDate: '2030-03-12', name: 'restes: lasagnes' }),
      row({ id: 'other', name: 'Restes\u00a0: Curry' }),
      row({ id: 'pasta', name: 'Lasagnes' }),
    ];
    const changes = takeLeftovers({ title: 'Restes\u00a0: Lasagnes', portions: 2 }, rows);
    expect(changes.map((c) => [c.inventoryItemId, c.quantityBefore, c.quantityAfter])).toEqual([
      ['soon', 1, 0],
      ['late', 3, 2],
    ]);
  });

  it('stops when the portions are eaten, and leaves the fridge alone without those leftovers', () => {
    const rows = [row({ id: 'a', quantity: 4 }), row({ id: 'b', quantity: 4 })];
    expect(takeLeftovers({ title: 'Restes : Lasagnes', portions: 3 }, rows)).toEqual([
      expect.objectContaining({ inventoryItemId: 'a', quantityAfter: 1 }),
    ]);
    expect(takeLeftovers({ title: 'Restes : Gratin', portions: 3 }, rows)).toEqual([]);
    expect(takeLeftovers({ title: 'Lasagnes', portions: 3 }, rows)).toEqual([]);
  });

  it('finishes leftovers kept in another unit when none are counted in portions', () => {
    const soup = row({ id: 'soup', name: 'Restes : Soupe', quantity: 1, unit: 'l' });
    expect(takeLeftovers({ title: 'Restes\u00a0: Soupe', portions: 2 }, [soup])).toEqual([
      expect.objectContaining({ inventoryItemId: 'soup', quantityBefore: 1, quantityAfter: 0 }),
    ]);
  });
});

describe('isLeftoversMeal', () => {
  it('knows a meal planned as leftovers, or named so without a recipe', () => {
    const base = { leftoversOf: null, recipe: null, recipeTitle: 'Restes\u00a0: Lasagnes' };
    expect(isLeftoversMeal(base)).toBe(true);
    expect(isLeftoversMeal({ ...base, recipeTitle: 'Lasagnes', leftoversOf: 'x' })).toBe(true);
    expect(isLeftoversMeal({ ...base, recipeTitle: 'Lasagnes' })).toBe(false);
    expect(isLeftoversMeal({ ...base, recipe: {} })).toBe(false);
  });
});
