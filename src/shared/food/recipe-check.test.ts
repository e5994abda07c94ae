import { describe, expect, it } from 'vitest';
import { checkRecipeText } from './recipe-check';

describe('checkRecipeText', () => {
  it('finds the restrictions a generated recipe breaks from its title and lines', () => {
    const recipe = {
      title: 'Croque-monsieur',
      ingredients: ['8 tranches de pain de mie', '4 tranches de jambon blanc', '100 g de gruyère'],
    };
    expect(checkRecipeText(recipe, ['vegetarian', 'halal', 'nutFree'], []).broken).toEqual([
      'vegetarian',
      'halal',
    ]);
    expect(checkRecipeText(recipe, ['glutenFree'], []).broken).toEqual(['glutenFree']);
    expect(checkRecipeText(recipe, ['none'], []).broken).toEqual([]);
  });

  it('names the avoided foods a generated recipe uses', () => {
    const recipe = {
      title: 'Salade thaïe',
      ingredients: ['1 bouquet de coriandre', '200 g de crevettes', '2 carottes'],
    };
    expect(checkRecipeText(recipe, [], ['coriandre', 'fruits de mer', 'olives']).avoided).toEqual([
      'coriandre',
      'fruits de mer',
    ]);
  });

  it('accepts a recipe that respects everything', () => {
    const recipe = { title: 'Soupe de carottes', ingredients: ['600 g de carottes', '1 oignon'] };
    expect(checkRecipeText(recipe, ['vegan', 'glutenFree'], ['poisson'])).toEqual({
      broken: [],
      avoided: [],
    });
  });
});

describe('checkRecipeText and everyday cooking phrases', () => {
  it('reads « une noix de beurre » as butter, not as a nut', () => {
    const recipe = {
      title: 'Poêlée de légumes',
      ingredients: ['1 noix de beurre', '2 courgettes'],
    };
    expect(checkRecipeText(recipe, ['nutFree'], []).broken).toEqual([]);
    expect(checkRecipeText(recipe, ['dairyFree'], []).broken).toEqual(['dairyFree']);
  });
});
