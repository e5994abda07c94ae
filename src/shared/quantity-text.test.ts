import { describe, expect, it } from 'vitest';
import { ingredientById } from './food/taxonomy';
import { foodNames, quantityText, quantityUnitText, unitWord } from './quantity-text';

describe('quantityText', () => {
  it('agrees counts and the units that take a plural from 2', () => {
    expect(quantityText({ amount: 2, unit: 'pincée' }, foodNames('sel'))).toBe('2 pincées de sel');
    expect(quantityText({ amount: 1, unit: 'pincée' }, foodNames('sel'))).toBe('1 pincée de sel');
    expect(quantityText({ amount: 2, unit: 'unité' }, foodNames('échalote'))).toBe('2 échalotes');
    expect(quantityText({ amount: 1, unit: 'unité' }, foodNames('œufs'))).toBe('1 œuf');
    expect(quantityText({ amount: 2, unit: 'unité' }, foodNames('œuf'))).toBe('2 œufs');
    expect(quantityText({ amount: 1.5, unit: 'unité' }, foodNames('citron'))).toBe('1 ½ citron');
    expect(quantityText({ amount: 3, unit: 'tasse' }, foodNames('lait'))).toBe('3 tasses de lait');
    expect(quantityText({ amount: 2, unit: 'càs' }, foodNames('huile'))).toBe('2 càs d’huile');
  });

  it('elides « de » before a vowel and a mute h, not before an aspirated h', () => {
    expect(quantityText({ amount: 10, unit: 'g' }, foodNames('ail'))).toBe('10 g d’ail');
    expect(quantityText({ amount: 10, unit: 'g' }, foodNames('thym'))).toBe('10 g de thym');
    expect(quantityText({ amount: 500, unit: 'g' }, foodNames('haricots verts'))).toBe(
      '500 g de haricots verts',
    );
    expect(quantityText({ amount: 100, unit: 'g' }, foodNames('yaourt'))).toBe('100 g de yaourt');
  });

  it('writes a countable food in the plural after « de », a mass noun in the singular', () => {
    expect(foodNames('crevette', ingredientById('crevette')).mass).toBe('crevettes');
    expect(foodNames('farine').mass).toBe('farine');
  });

  it('writes the pieces of a food with their first word agreed', () => {
    expect(foodNames('gousses d’ail')).toMatchObject({
      one: 'gousse d’ail',
      many: 'gousses d’ail',
    });
    expect(foodNames('brin de thym').many).toBe('brins de thym');
    expect(foodNames('morceau de sucre').many).toBe('morceaux de sucre');
  });

  it('writes a quantity alone, for the fridge and the list’s details', () => {
    expect(quantityUnitText({ amount: 2, unit: 'pincée' })).toBe('2 pincées');
    expect(quantityUnitText({ amount: 0.5, unit: 'l' })).toBe('0,5 l');
    expect(quantityUnitText({ amount: 3, unit: 'unité' })).toBe('3');
    expect(unitWord({ amount: 2, unit: 'cc' })).toBe('càc');
  });
});
