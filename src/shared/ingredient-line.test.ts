import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-line';

const cases: Array<[string, string, string, string]> = [
  ['200 g de farine', '200', 'g', 'farine'],
  ['200g farine', '200', 'g', 'farine'],
  ['1 kg de pommes de terre', '1', 'kg', 'pommes de terre'],
  ['1,5 kg de carottes', '1,5', 'kg', 'carottes'],
  ['0.5 l de lait', '0.5', 'l', 'lait'],
  ['1/2 l de lait', '1/2', 'l', 'lait'],
  ['1 1/2 tasse de riz', '1 1/2', 'tasse', 'riz'],
  ['½ citron', '1/2', 'unité', 'citron'],
  ['1½ cuillère à soupe de miel', '1 1/2', 'càs', 'miel'],
  ['1 ½ càs de sucre', '1 1/2', 'càs', 'sucre'],
  ['2 ½ citrons', '2 1/2', 'unité', 'citrons'],
  ['25 cl de crème fraîche', '25', 'cl', 'crème fraîche'],
  ['500 ml de bouillon', '500', 'ml', 'bouillon'],
  ["3 càs d'huile d'olive", '3', 'càs', "huile d'olive"],
  ['2 c. à café de cannelle', '2', 'càc', 'cannelle'],
  ['1 càc de sel', '1', 'càc', 'sel'],
  ['2 cc de sucre', '2', 'cc', 'sucre'],
  ['une pincée de sel', '1', 'pincée', 'sel'],
  ['2 pincées de muscade', '2', 'pincée', 'muscade'],
  ['sel et poivre', '1', 'unité', 'sel et poivre'],
  ['2 œufs', '2', 'unité', 'œufs'],
  ['un oignon', '1', 'unité', 'oignon'],
  ['3 gousses d’ail', '3', 'unité', 'gousses d’ail'],
  ['- 4 tomates', '4', 'unité', 'tomates'],
  ['2 limes', '2', 'unité', 'limes'],
  ['1 litre d’eau', '1', 'l', 'eau'],
  ['Huile d’olive', '1', 'unité', 'Huile d’olive'],
];

describe('parseIngredientLine', () => {
  it.each(cases)('reads « %s »', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, name });
  });

  it('never loses a line it cannot read', () => {
    expect(parseIngredientLine('  ')).toEqual({ quantity: '1', unit: 'unité', name: '' });
    expect(parseIngredientLine('g')).toEqual({ quantity: '1', unit: 'unité', name: 'g' });
    expect(parseIngredientLine('200 g')).toEqual({ quantity: '200', unit: 'unité', name: 'g' });
  });
});
