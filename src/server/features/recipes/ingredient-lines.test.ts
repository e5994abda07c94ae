import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../../shared/ingredient-line';
import { parseAmount } from '../../../shared/quantities';
import { formatIngredientLine } from './ingredient-lines';

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

  it('scales quantities to the household in cook-grade quantities', () => {
    expect(formatIngredientLine(['farine', 250, 'g'], 6 / 4)).toBe('380 g de farine');
    expect(formatIngredientLine(['oeuf', 3], 2 / 4)).toBe('2 œufs');
    expect(formatIngredientLine(['oeuf', 6], 5 / 4)).toBe('8 œufs');
    expect(formatIngredientLine(['citron', 1], 2 / 4)).toBe('½ citron');
    expect(formatIngredientLine(['citron', 1], 6 / 4)).toBe('1 ½ citron');
    expect(formatIngredientLine(['lait', 1, 'l'], 6 / 4)).toBe('1,5 l de lait');
    expect(formatIngredientLine(['lait', 1, 'l'], 3 / 4)).toBe('750 ml de lait');
    expect(formatIngredientLine(['sucre', 1, 'càs'], 1 / 4)).toBe('½ càs de sucre');
    expect(formatIngredientLine(['beurre', 25, 'g'], 2 / 4)).toBe('1 càs de beurre');
    expect(formatIngredientLine(['sel', 1, 'pincée'], 8 / 4)).toBe('2 pincées de sel');
    expect(formatIngredientLine(['pate-feuilletee', 1, 'unité', 'pâte feuilletée'], 3 / 4)).toBe(
      '1 pâte feuilletée',
    );
    expect(
      formatIngredientLine(
        ['the-noir', 4, 'unité', 'sachet de thé noir', 'sachets de thé noir'],
        5 / 8,
      ),
    ).toBe('3 sachets de thé noir');
    expect(formatIngredientLine(['concombre', 0.5], 2 / 4)).toBe('½ concombre');
  });

  it('writes lines the shopping list reads back into quantity, unit and name', () => {
    for (const [tuple, factor] of [
      [['farine', 200, 'g'], 1],
      [['oeuf', 3], 1],
      [['citron', 0.5], 1],
      [['citron', 1], 1.5],
      [['lait', 1.5, 'l'], 1],
      [['huile-d-olive', 2, 'càs'], 1],
      [['sucre', 1, 'càs'], 1.5],
    ] as const) {
      const [, quantity, unit = 'unité'] = tuple;
      const parsed = parseIngredientLine(formatIngredientLine(tuple, factor));
      expect(parsed.unit).toBe(unit);
      expect(parseAmount(parsed.quantity)).toBe(quantity * factor);
      expect(parsed.name).not.toMatch(/^d[e’']/);
    }
  });
});
