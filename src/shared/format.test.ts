import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPrice } from './format';

describe('French formats', () => {
  it('writes dates in the long French form without a comma', () => {
    expect(formatLongDate(new Date('2026-11-22T12:00:00Z'))).toBe('dimanche 22 novembre 2026');
  });

  it('writes the price with the currency first', () => {
    expect(formatPrice()).toBe('CHF 9.99');
    expect(formatPrice(1250, 'CHF')).toBe('CHF 12.50');
  });
});
