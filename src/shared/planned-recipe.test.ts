import { describe, expect, it } from 'vitest';
import { readPlannedIngredient, readPlannedRecipe } from './planned-ingredient';
import { plannedCookQuantity, scaledIngredientLine, servingsFactor } from './planned-recipe';

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
    expect(line('2 brins de thym', 0.5)).toBe('1 brin de thym');
    expect(line('Sel', 3)).toBe('Sel');
    expect(line('3 gousses d’ail', 1)).toBe('3 gousses d’ail');
    expect(line('1/2 l de lait', 1)).toBe('1/2 l de lait');
  });

  it('rounds like a cook: whole eggs, natural halves, spoons for small amounts', () => {
    // The portion stepper, from a recipe for 4 to 5 people: never « 7,5 œufs », « 6,25 tomates ».
    expect(line('6 œufs', 5 / 4)).toBe('8 œufs');
    expect(line('5 tomates', 5 / 4)).toBe('6 tomates');
    expect(line('3 œufs', 0.5)).toBe('2 œufs');
    expect(line('1 oignon', 1.5)).toBe('1 ½ oignon');
    expect(line('1 citron', 0.25)).toBe('½ citron');
    expect(line('1 pâte feuilletée', 0.75)).toBe('1 pâte feuilletée');
    expect(line('4 sachets de thé', 5 / 8)).toBe('3 sachets de thé');
    expect(line('25 g de beurre', 0.5)).toBe('1 càs de beurre');
    expect(line('2 c. à soupe d’huile d’olive', 1.5)).toBe('3 càs d’huile d’olive');
    expect(line('1 pincée de sel', 2)).toBe('2 pincées de sel');
    expect(line('800 g de pommes de terre', 1.5)).toBe('1,2 kg de pommes de terre');
  });

  it('writes the same line again when the recipe’s own line is not cook-grade', () => {
    expect(line('1,5 œufs', 1)).toBe('2 œufs');
    expect(line('13 g de beurre', 1)).toBe('1 càs de beurre');
  });

  it('never writes a unit inside a unit: a « demi-concombre » counts cucumbers', () => {
    expect(readPlannedIngredient('1/2 demi-concombre')).toMatchObject({
      amount: 0.25,
      name: 'concombre',
      ingredientId: 'concombre',
      forms: { one: 'concombre', many: 'concombres' },
    });
    expect(line('1/2 demi-concombre', 1)).toBe('½ concombre');
    expect(line('1 demi-concombre', 4)).toBe('2 concombres');
    // A meal planned before the rule kept the half in its name.
    const stored = {
      line: '1/2 demi-concombre',
      name: 'demi-concombre',
      amount: 0.5,
      unit: 'unité' as const,
      ingredientId: 'concombre',
      forms: { one: 'demi-concombre', many: 'demi-concombres' },
    };
    expect(scaledIngredientLine(stored, 1)).toBe('½ concombre');
    expect(scaledIngredientLine(stored, 8)).toBe('2 concombres');
  });

  it('reads back what it writes: the shopping list parses « ½ » and « 1 ½ »', () => {
    for (const [text, factor] of [
      ['1 citron', 0.5],
      ['1 citron', 1.5],
      ['1 càs de sucre', 1.5],
      ['3 œufs', 1.25],
    ] as const) {
      const written = line(text, factor);
      expect(line(written, 1)).toBe(written);
      expect(readPlannedIngredient(written).amount).toBe(
        plannedCookQuantity(readPlannedIngredient(text), factor)?.amount,
      );
    }
  });

  it('computes the factor from the servings', () => {
    expect(servingsFactor(6, 4)).toBe(1.5);
  });
});
