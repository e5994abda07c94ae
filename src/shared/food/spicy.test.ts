import { describe, expect, it } from 'vitest';
import { ingredientById } from './taxonomy';
import { spicyFoods, STRONG_FOODS } from './spicy';

describe('spicyFoods', () => {
  it('names only taxonomy foods', () => {
    expect(STRONG_FOODS.filter((id) => !ingredientById(id))).toEqual([]);
  });

  it('finds harissa, chilli and wasabi, each once', () => {
    expect(spicyFoods(['semoule', 'harissa', 'piment-vert', 'wasabi', 'harissa'])).toEqual([
      'harissa',
      'piment-vert',
      'wasabi',
    ]);
  });

  it('leaves out Espelette, paprika, curry, mustard and the unknown', () => {
    expect(
      spicyFoods(['piment-d-espelette', 'paprika', 'curry', 'moutarde', 'gingembre', 'inconnu']),
    ).toEqual([]);
  });
});
