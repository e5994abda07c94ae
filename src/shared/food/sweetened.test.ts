import { describe, expect, it } from 'vitest';
import { foodMatcher, matchesFood } from './food-matcher';
import { SWEETENED_FOODS } from './sweetened';
import { findIngredient, ingredientById } from './taxonomy';

describe('« sans sucre ajouté » (sweetened products)', () => {
  it('names only foods the taxonomy knows', () => {
    expect(SWEETENED_FOODS.filter((id) => !ingredientById(id))).toEqual([]);
  });

  it('« sucre ajouté » leaves out every sweetened product, kinds included, and not fruit', () => {
    const matcher = foodMatcher(['sucre ajouté']);
    for (const name of [
      'cassonade',
      'chocolat noir',
      'glace vanille',
      'confiture de fraises',
      'miel',
      'sirop de grenadine',
      'lait concentré sucré',
      'speculoos',
      'pâte à tartiner',
    ]) {
      expect(matchesFood(findIngredient(name)!, matcher), name).toBe(true);
    }
    for (const name of ['banane', 'pomme', 'compote', 'yaourt', 'farine', 'lait']) {
      expect(matchesFood(findIngredient(name)!, matcher), name).toBe(false);
    }
  });
});
