import { describe, expect, it } from 'vitest';
import {
  convertQuantity,
  formatQuantity,
  parseAmount,
  sameFamily,
  scaleQuantity,
  subtractQuantity,
  sumQuantities,
} from './quantities';

describe('parseAmount', () => {
  it.each([
    ['200', 200],
    [' 12 ', 12],
    ['1,5', 1.5],
    ['0.25', 0.25],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['10¾', 10.75],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', 'quelques', '2-3', '1/0', '1 1/0', '1,5,2', '-2', '1e3', '1 000', 'un'])(
    'gives null for %j, which is not one number',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('sumQuantities', () => {
  it('adds the same unit up and keeps it', () => {
    expect(
      sumQuantities([
        { amount: 200, unit: 'g' },
        { amount: 300, unit: 'g' },
      ]),
    ).toEqual([{ amount: 500, unit: 'g' }]);
    expect(
      sumQuantities([
        { amount: 20, unit: 'cl' },
        { amount: 30, unit: 'cl' },
      ]),
    ).toEqual([{ amount: 50, unit: 'cl' }]);
    expect(
      sumQuantities([
        { amount: 3, unit: 'unité' },
        { amount: 2, unit: 'unité' },
      ]),
    ).toEqual([{ amount: 5, unit: 'unité' }]);
  });

  it('converts within a family, to the unit a shopper reads best', () => {
    expect(
      sumQuantities([
        { amount: 200, unit: 'g' },
        { amount: 0.3, unit: 'kg' },
      ]),
    ).toEqual([{ amount: 500, unit: 'g' }]);
    expect(
      sumQuantities([
        { amount: 800, unit: 'g' },
        { amount: 700, unit: 'g' },
      ]),
    ).toEqual([{ amount: 1.5, unit: 'kg' }]);
    expect(
      sumQuantities([
        { amount: 0.5, unit: 'kg' },
        { amount: 0.25, unit: 'kg' },
      ]),
    ).toEqual([{ amount: 0.75, unit: 'kg' }]);
    expect(
      sumQuantities([
        { amount: 50, unit: 'cl' },
        { amount: 250, unit: 'ml' },
      ]),
    ).toEqual([{ amount: 750, unit: 'ml' }]);
    expect(
      sumQuantities([
        { amount: 75, unit: 'cl' },
        { amount: 0.5, unit: 'l' },
      ]),
    ).toEqual([{ amount: 1.25, unit: 'l' }]);
    expect(
      sumQuantities([
        { amount: 1, unit: 'càs' },
        { amount: 3, unit: 'càc' },
      ]),
    ).toEqual([{ amount: 2, unit: 'càs' }]);
    expect(
      sumQuantities([
        { amount: 1, unit: 'càs' },
        { amount: 1, unit: 'cc' },
      ]),
    ).toEqual([{ amount: 4, unit: 'càc' }]);
  });

  it('never mixes two families: one result per family, in order of appearance', () => {
    expect(
      sumQuantities([
        { amount: 2, unit: 'càs' },
        { amount: 100, unit: 'ml' },
        { amount: 1, unit: 'càs' },
        { amount: 1, unit: 'pincée' },
      ]),
    ).toEqual([
      { amount: 3, unit: 'càs' },
      { amount: 100, unit: 'ml' },
      { amount: 1, unit: 'pincée' },
    ]);
    expect(sumQuantities([])).toEqual([]);
  });

  it('does not show floating-point noise', () => {
    expect(
      sumQuantities([
        { amount: 0.1, unit: 'l' },
        { amount: 0.2, unit: 'l' },
      ]),
    ).toEqual([{ amount: 0.3, unit: 'l' }]);
  });
});

describe('subtractQuantity', () => {
  it('leaves what is still needed, in the need’s unit when both agree', () => {
    expect(subtractQuantity({ amount: 750, unit: 'g' }, { amount: 500, unit: 'g' })).toEqual({
      amount: 250,
      unit: 'g',
    });
    expect(subtractQuantity({ amount: 1, unit: 'kg' }, { amount: 200, unit: 'g' })).toEqual({
      amount: 800,
      unit: 'g',
    });
    expect(subtractQuantity({ amount: 50, unit: 'cl' }, { amount: 20, unit: 'cl' })).toEqual({
      amount: 30,
      unit: 'cl',
    });
  });

  it('gives null when the stock covers the need', () => {
    expect(subtractQuantity({ amount: 500, unit: 'g' }, { amount: 0.5, unit: 'kg' })).toBeNull();
    expect(subtractQuantity({ amount: 2, unit: 'unité' }, { amount: 6, unit: 'unité' })).toBeNull();
  });

  it('keeps the whole need when the units cannot be compared', () => {
    const need = { amount: 2, unit: 'càs' } as const;
    expect(subtractQuantity(need, { amount: 1, unit: 'l' })).toEqual(need);
  });
});

describe('scaleQuantity', () => {
  it('scales for another number of servings, rounded to a thousandth', () => {
    expect(scaleQuantity({ amount: 250, unit: 'g' }, 1.5)).toEqual({ amount: 375, unit: 'g' });
    expect(scaleQuantity({ amount: 1, unit: 'unité' }, 1 / 3)).toEqual({
      amount: 0.333,
      unit: 'unité',
    });
  });
});

describe('convertQuantity', () => {
  it('writes a quantity in another unit of its family, and refuses other families', () => {
    expect(convertQuantity({ amount: 1, unit: 'kg' }, 'g')).toEqual({ amount: 1000, unit: 'g' });
    expect(convertQuantity({ amount: 25, unit: 'cl' }, 'l')).toEqual({ amount: 0.25, unit: 'l' });
    expect(convertQuantity({ amount: 2, unit: 'càs' }, 'càc')).toEqual({ amount: 6, unit: 'càc' });
    expect(convertQuantity({ amount: 1, unit: 'l' }, 'g')).toBeNull();
  });
});

describe('sameFamily', () => {
  it('tells which units convert into each other', () => {
    expect(sameFamily('g', 'kg')).toBe(true);
    expect(sameFamily('cl', 'l')).toBe(true);
    expect(sameFamily('cc', 'càs')).toBe(true);
    expect(sameFamily('g', 'ml')).toBe(false);
    expect(sameFamily('unité', 'pincée')).toBe(false);
    expect(sameFamily('tasse', 'ml')).toBe(false);
  });
});

describe('formatQuantity', () => {
  it('writes French numbers, and no unit for a count', () => {
    expect(formatQuantity({ amount: 500, unit: 'g' })).toBe('500 g');
    expect(formatQuantity({ amount: 1.5, unit: 'kg' })).toBe('1,5 kg');
    expect(formatQuantity({ amount: 1 / 3, unit: 'l' })).toBe('0,33 l');
    expect(formatQuantity({ amount: 3, unit: 'unité' })).toBe('3');
    expect(formatQuantity({ amount: 1500, unit: 'g' })).toBe('1\u202f500 g');
  });
});
