import { describe, expect, it } from 'vitest';
import { isExpired, shelfOf, toShelves, wholeQuantity } from './inventory';
import type { InventoryItem } from './inventory';

describe('shelfOf', () => {
  it('is stable and within the five shelves', () => {
    const ids = Array.from(
      { length: 200 },
      (_, index) => `6f1c2a9e-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const first = ids.map(shelfOf);
    expect(ids.map(shelfOf)).toEqual(first);
    for (const shelf of first) {
      expect(Number.isInteger(shelf)).toBe(true);
      expect(shelf).toBeGreaterThanOrEqual(0);
      expect(shelf).toBeLessThan(5);
    }
    // Spread over every shelf.
    expect(new Set(first).size).toBe(5);
    // Known values do not change from one version to the next.
    expect([shelfOf(''), shelfOf('a'), shelfOf('abc'), shelfOf('i-1'), shelfOf('i-2')]).toEqual([
      1, 0, 1, 3, 4,
    ]);
  });

  it('does not depend on the other items', () => {
    const item = (id: string): InventoryItem => ({
      id,
      name: id,
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
      ingredientId: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const alone = toShelves([item('x')]);
    const crowded = toShelves([item('a'), item('x'), item('b')]);
    expect(alone.findIndex((shelf) => shelf.some((entry) => entry.id === 'x'))).toBe(shelfOf('x'));
    expect(crowded.findIndex((shelf) => shelf.some((entry) => entry.id === 'x'))).toBe(
      shelfOf('x'),
    );
  });
});

describe('isExpired', () => {
  const today = new Date(2026, 10, 22, 15, 0);
  it('is true only before today', () => {
    expect(isExpired('2026-11-21', today)).toBe(true);
    expect(isExpired('2026-11-22', today)).toBe(false);
    expect(isExpired('2026-12-01', today)).toBe(false);
  });
});

describe('wholeQuantity', () => {
  it('reads a whole number from 1 to 9 999, else keeps what was there', () => {
    expect(wholeQuantity('3', 1)).toBe(3);
    expect(wholeQuantity('2.7', 1)).toBe(2);
    expect(wholeQuantity('1e3', 1)).toBe(1000);
    expect(wholeQuantity('123456', 1)).toBe(9999);
    for (const wrong of ['', '0', '-4', 'abc', '0.5'])
      expect(wholeQuantity(wrong, 6), wrong).toBe(6);
  });
});
