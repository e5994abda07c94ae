import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  isExpired,
  quantityLabel,
  readQuantityField,
  shelfOf,
  toShelves,
  urgencyOf,
  urgentItems,
} from './inventory';
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
      location: 'fridge',
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

describe('readQuantityField', () => {
  it('reads « 0,5 », « 1,5 », « 2 » with the French comma (and the point)', () => {
    expect(readQuantityField('0,5', 1)).toBe(0.5);
    expect(readQuantityField(' 1,5 ', 1)).toBe(1.5);
    expect(readQuantityField('2', 1)).toBe(2);
    expect(readQuantityField('0.25', 1)).toBe(0.25);
    expect(readQuantityField('9999', 1)).toBe(9999);
    expect(readQuantityField('', 3)).toBe(3);
  });

  it('refuses what is not a fridge quantity', () => {
    for (const wrong of ['abc', '0', '0,0', '-1', '1,234', '10000', '1e3', '1,5,2', ','])
      expect(readQuantityField(wrong, 6), wrong).toBeNull();
  });
});

describe('quantityLabel', () => {
  it('writes the quantity with a French comma, pieces without their unit', () => {
    expect(quantityLabel({ quantity: 0.5, unit: 'l' })).toBe('0,5\u00a0l');
    expect(quantityLabel({ quantity: 1.25, unit: 'kg' })).toBe('1,25\u00a0kg');
    expect(quantityLabel({ quantity: 6, unit: 'unité' })).toBe('6');
  });

  it('agrees the unit from 2: « 2 pincées », « 1 pincée »', () => {
    expect(quantityLabel({ quantity: 2, unit: 'pincée' })).toBe('2\u00a0pincées');
    expect(quantityLabel({ quantity: 1, unit: 'pincée' })).toBe('1\u00a0pincée');
  });
});

describe('urgentItems', () => {
  const today = new Date(2026, 10, 26, 18, 30);
  const entry = (id: string, name: string, expirationDate: string | null): InventoryItem => ({
    id,
    name,
    quantity: 1,
    unit: 'unité',
    expirationDate,
    category: 'Autre',
    location: 'fridge',
    ingredientId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  });

  it('counts calendar days and names the urgency', () => {
    expect(daysUntil('2026-11-25', today)).toBe(-1);
    expect(daysUntil('2026-11-26', today)).toBe(0);
    expect(daysUntil('2026-11-28', today)).toBe(2);
    expect(daysUntil('2027-03-28', today)).toBe(122);
    expect(urgencyOf('2026-10-01', today)).toBe('expired');
    expect(urgencyOf('2026-11-26', today)).toBe('today');
    expect(urgencyOf('2026-11-27', today)).toBe('tomorrow');
    expect(urgencyOf('2026-11-28', today)).toBe('inTwoDays');
    expect(urgencyOf('2026-11-29', today)).toBeNull();
  });

  it('keeps the expired and those expiring within two days, most urgent first', () => {
    const items = [
      entry('a', 'Lait', '2026-11-28'),
      entry('b', 'Riz', null),
      entry('c', 'Yaourt', '2026-11-20'),
      entry('d', 'Crème', '2026-11-26'),
      entry('e', 'Beurre', '2026-11-26'),
      entry('f', 'Confiture', '2027-01-01'),
      entry('g', 'Jambon', '2026-11-25'),
    ];
    expect(urgentItems(items, today).map(({ item, urgency }) => [item.name, urgency])).toEqual([
      ['Yaourt', 'expired'],
      ['Jambon', 'expired'],
      ['Beurre', 'today'],
      ['Crème', 'today'],
      ['Lait', 'inTwoDays'],
    ]);
  });
});
