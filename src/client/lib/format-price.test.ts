import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('writes the currency first, with two decimals', () => {
    expect(formatPrice(999, 'CHF')).toBe('CHF 9.99');
    expect(formatPrice(1000, 'CHF')).toBe('CHF 10.00');
  });
});
