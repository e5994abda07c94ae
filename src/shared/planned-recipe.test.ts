import { describe, expect, it } from 'vitest';
import { readPlannedIngredient, readPlannedRecipe } from './planned-ingredient';
import { scaledIngredientLine, servingsFactor } from './planned-recipe';

describe('readPlannedIngredient', () => {
  it('reads the quantity, the unit and the ingredient of a line', () => {
    expect(readPlannedIngredient('- 200 g de farine')).toEqual({
      line: '200 g de farine',
      name: 'farine',
      amount: 200,
      unit: 'g',
      ingredientId: 'farine',
    });
    expect(readPlannedIngredient('1½ kg de pommes de terre')).toMatchObject({
      amount: 1.5,
      unit: 'kg',
      ingredientId: 'pomme-de-terre',
    });
    expect(readPlannedIngredient('3 gousses d’ail')).toMatchObject({
      amount: 3,
      unit: 'unité',
      ingredientId: 'ail',
      forms: { one: 'gousse d’ail', many: 'gousses d’ail' },
    });
  });

  it('keeps a line without a number as text, and an unknown food without an id', () => {
    expect(readPlannedIngredient('Sel')).toMatchObject({ amount: null, ingredientId: 'sel' });
    expect(readPlannedIngredient('2 càs de sauce mystère')).toMatchObject({
      amount: 2,
      unit: 'càs',
      ingredientId: null,
    });
  });

  it('reads a whole recipe', () => {
    const recipe = readPlannedRecipe({
      servings: 4,
      description: 'Simple',
      ingredients: ['3 œufs'],
      instructions: ['Battez.'],
    });
    expect(recipe.ingredients[0]).toMatchObject({ amount: 3, ingredientId: 'oeuf' });
    expect(recipe.instructions).toEqual(['Battez.']);
  });
});

describe('scaledIngredientLine', () => {
  const line = (text: string, factor: number) =>
    scaledIngredientLine(readPlannedIngredient(text), factor);

  it('scales the quantity and keeps the recipe’s wording', () => {
    expect(line('200 g de farine', 1.5)).toBe('300 g de farine');
    expect(line('20 cl de crème', 0.5)).toBe('10 cl de crème');
    expect(line('1 oignon', 2)).toBe('2 oignons');
    expect(line('3 œufs', 0.5)).toBe('1,5 œuf');
    expect(line('2 brins de thym', 0.5)).toBe('1 brin de thym');
    expect(line('Sel', 3)).toBe('Sel');
    expect(line('3 gousses d’ail', 1)).toBe('3 gousses d’ail');
  });

  it('computes the factor from the servings', () => {
    expect(servingsFactor(6, 4)).toBe(1.5);
  });
});
