import { describe, expect, it } from 'vitest';
import { guessAisle, shoppingRowFacts } from './shopping-row';

describe('shoppingRowFacts', () => {
  it('reads the quantity, the ingredient and its aisle', () => {
    expect(shoppingRowFacts({ name: 'farine', quantity: '250' })).toEqual({
      amount: 250,
      ingredientId: 'farine',
      aisle: 'epicerie-salee',
    });
    expect(shoppingRowFacts({ name: 'Œufs', quantity: '1/2' })).toEqual({
      amount: 0.5,
      ingredientId: 'oeuf',
      aisle: 'cremerie',
    });
  });

  it('gives no amount for a quantity that is not a number, and no id for an unknown name', () => {
    expect(shoppingRowFacts({ name: 'Bidule', quantity: 'quelques' })).toEqual({
      amount: null,
      ingredientId: null,
      aisle: 'autre',
    });
  });
});

describe('guessAisle', () => {
  it('guesses from an ingredient named inside the name', () => {
    expect(guessAisle('tomates cerises bio')).toBe('fruits-legumes');
    expect(guessAisle('300 g farine')).toBe('epicerie-salee');
    expect(guessAisle('gros paquet de chips')).toBe('epicerie-salee');
  });

  it('sends frozen food to the frozen aisle', () => {
    expect(guessAisle('Épinards surgelés')).toBe('surgeles');
    expect(guessAisle('poisson congelé')).toBe('surgeles');
  });
});
