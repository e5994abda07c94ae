import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../../shared/ingredient-line';
import { formatIngredientLine, formatQuantity, roundQuantity } from './ingredient-lines';

describe('formatIngredientLine', () => {
  it('writes weights and volumes with « de », eliding before a vowel', () => {
    expect(formatIngredientLine(['farine', 200, 'g'])).toBe('200 g de farine');
    expect(formatIngredientLine(['huile-d-olive', 2, 'càs'])).toBe('2 càs d’huile d’olive');
    expect(formatIngredientLine(['sel', 1, 'pincée'])).toBe('1 pincée de sel');
    // A y before a vowel is a consonant: no elision.
    expect(formatIngredientLine(['yaourt-grec', 400, 'g'])).toBe('400 g de yaourt grec');
  });

  it('writes weighed pieces in the plural and keeps the aspirated h', () => {
    expect(formatIngredientLine(['champignon', 250, 'g'])).toBe('250 g de champignons');
    expect(formatIngredientLine(['farine', 250, 'g'])).toBe('250 g de farine');
    expect(formatIngredientLine(['haricot-rouge', 400, 'g'])).toBe('400 g de haricots rouges');
  });

  it('counts items with the plural of the taxonomy or of the recipe', () => {
    expect(formatIngredientLine(['oeuf', 3])).toBe('3 œufs');
    expect(formatIngredientLine(['oeuf', 1])).toBe('1 œuf');
    expect(formatIngredientLine(['ail', 2, 'unité', 'gousse d’ail', 'gousses d’ail'])).toBe(
      '2 gousses d’ail',
    );
    expect(formatIngredientLine(['ail', 1, 'unité', 'gousse d’ail', 'gousses d’ail'])).toBe(
      '1 gousse d’ail',
    );
  });

  it('writes « to taste » ingredients as their capitalised name', () => {
    expect(formatIngredientLine(['poivre'])).toBe('Poivre');
    expect(formatIngredientLine(['sel', null])).toBe('Sel');
  });

  it('scales quantities to the household and rounds them like a cook', () => {
    expect(formatIngredientLine(['farine', 250, 'g'], 6 / 4)).toBe('380 g de farine');
    expect(formatIngredientLine(['oeuf', 3], 2 / 4)).toBe('1,5 œufs');
    expect(formatIngredientLine(['citron', 1], 2 / 4)).toBe('1/2 citron');
    expect(formatIngredientLine(['lait', 1, 'l'], 6 / 4)).toBe('1,5 l de lait');
    expect(formatIngredientLine(['sucre', 1, 'càs'], 1 / 4)).toBe('1/2 càs de sucre');
  });

  it('writes lines the shopping list reads back into quantity, unit and name', () => {
    for (const tuple of [
      ['farine', 200, 'g'],
      ['oeuf', 3],
      ['citron', 0.5],
      ['lait', 1.5, 'l'],
      ['huile-d-olive', 2, 'càs'],
    ] as const) {
      const [, quantity, unit = 'unité'] = tuple;
      const parsed = parseIngredientLine(formatIngredientLine(tuple));
      expect(parsed.unit).toBe(unit);
      expect(parsed.quantity.replace(',', '.')).toBe(quantity === 0.5 ? '1/2' : String(quantity));
      expect(parsed.name).not.toMatch(/^d[e’']/);
    }
  });
});

describe('roundQuantity and formatQuantity', () => {
  it('keeps at least one step of each unit', () => {
    expect(roundQuantity(0.1, 'unité')).toBe(0.25);
    expect(roundQuantity(0.2, 'pincée')).toBe(1);
    expect(roundQuantity(0.4, 'g')).toBe(1);
    expect(roundQuantity(1234, 'g')).toBe(1250);
    expect(roundQuantity(4.4, 'unité')).toBe(4);
  });

  it('writes halves and quarters as fractions, other decimals with a comma', () => {
    expect(formatQuantity(0.5)).toBe('1/2');
    expect(formatQuantity(0.25)).toBe('1/4');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(0.35)).toBe('0,35');
  });
});
