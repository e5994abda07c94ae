import { describe, expect, it } from 'vitest';
import { closestFoods, fitsHousehold, matchesSearch, recipeDiet } from './my-recipes';

const none = { restrictions: [], avoidedFoods: [] };

describe('recipeDiet', () => {
  it('says a blanquette breaks a vegetarian table, because of the veal', () => {
    const diet = recipeDiet(
      [{ text: '800 g de veau' }, { text: '2 carottes' }, { text: '20 cl de crème fraîche' }],
      { restrictions: ['vegetarian'], avoidedFoods: [] },
    );
    expect(diet.unverified).toBe(false);
    expect(diet.breaks).toEqual([
      { restriction: 'vegetarian', label: 'Végétarien', because: ['veau'] },
    ]);
    expect(diet.compatible).not.toContain('vegetarian');
    expect(diet.compatible).toContain('glutenFree');
  });

  it('flags an unknown line, vouches for nothing, and offers the closest foods', () => {
    const diet = recipeDiet([{ text: '200 g de topinambourgs' }, { text: '1 oignon' }], none);
    expect(diet.unverified).toBe(true);
    expect(diet.compatible).toEqual([]);
    const [line] = diet.ingredients;
    expect(line).toMatchObject({
      quantity: '200',
      unit: 'g',
      recognised: false,
      ingredientId: null,
    });
    expect(line!.suggestions.length).toBeGreaterThan(0);
    expect(line!.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('trusts the food a member chose for the line', () => {
    const [choice] = closestFoods('lardonz');
    expect(choice?.name).toBe('lardon');
    const diet = recipeDiet([{ text: '100 g de lardonz', ingredientId: choice!.id }], {
      restrictions: ['halal'],
      avoidedFoods: [],
    });
    expect(diet.unverified).toBe(false);
    expect(diet.breaks[0]).toMatchObject({ label: 'Halal', because: ['lardonz'] });
  });

  it('names avoided foods', () => {
    const diet = recipeDiet([{ text: '200 g de champignons de Paris' }], {
      restrictions: [],
      avoidedFoods: ['champignons'],
    });
    expect(diet.breaks).toEqual([
      { restriction: null, label: 'Sans champignons', because: ['champignons de Paris'] },
    ]);
    expect(fitsHousehold(diet, { restrictions: [], avoidedFoods: ['champignons'] })).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('ignores accents and case, in the title and the lines', () => {
    const recipe = { title: 'Gratin dauphinois', ingredients: [{ text: '20 cl de crème' }] };
    expect(matchesSearch(recipe, 'CREME')).toBe(true);
    expect(matchesSearch(recipe, 'gratin crème')).toBe(true);
    expect(matchesSearch(recipe, 'quiche')).toBe(false);
  });
});
