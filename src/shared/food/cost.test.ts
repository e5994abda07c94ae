import { describe, expect, it } from 'vitest';
import { ALL_INGREDIENTS, ingredientById } from './taxonomy';
import { COST_OVERRIDE_IDS, costClassOf, FOOD_COST, recipeCostBand } from './cost';

describe('cost classes', () => {
  it('gives every taxonomy food a class of 1, 2 or 3', () => {
    for (const food of ALL_INGREDIENTS)
      expect([1, 2, 3], food.id).toContain(FOOD_COST.get(food.id));
    expect(FOOD_COST.size).toBe(ALL_INGREDIENTS.length);
  });

  it('names only taxonomy foods in its overrides', () => {
    expect(COST_OVERRIDE_IDS.filter((id) => !ingredientById(id))).toEqual([]);
  });

  it('knows the cheap staples and the dear foods', () => {
    for (const id of [
      'pates',
      'spaghetti',
      'riz',
      'lentille',
      'pomme-de-terre',
      'oignon',
      'carotte',
      'oeuf',
      'farine',
    ])
      expect(costClassOf(id), id).toBe(1);
    for (const id of [
      'filet-de-boeuf',
      'escalope-de-veau',
      'gigot-d-agneau',
      'crevette',
      'saumon',
      'noix-de-cajou',
      'pignon-de-pin',
      'safran',
      'comte',
      'gruyere',
    ])
      expect(costClassOf(id), id).toBe(3);
  });
});

describe('recipeCostBand', () => {
  it('puts pasta with tomato under a beef fillet', () => {
    const pates = recipeCostBand([
      { id: 'spaghetti', quantity: 400, unit: 'g' },
      { id: 'tomate', quantity: 6 },
      { id: 'oignon', quantity: 1 },
      { id: 'ail', quantity: 2 },
      { id: 'huile-d-olive', quantity: 2, unit: 'càs' },
      { id: 'sel' },
    ]);
    const filet = recipeCostBand([
      { id: 'filet-de-boeuf', quantity: 800, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 800, unit: 'g' },
      { id: 'beurre', quantity: 30, unit: 'g' },
    ]);
    expect(pates).toBe(1);
    expect(filet).toBe(3);
  });

  it('says « € » for a recipe with nothing measured', () => {
    expect(recipeCostBand([{ id: 'sel' }, { id: 'inconnu', quantity: 3 }])).toBe(1);
  });
});
