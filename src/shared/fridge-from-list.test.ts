import { describe, expect, it } from 'vitest';
import { fridgeCategory, fridgeDrafts, fridgeFacts, fridgeQuantity } from './fridge-from-list';

const TODAY = '2026-11-22';

describe('fridgeQuantity', () => {
  it('keeps whole quantities in the fridge’s units', () => {
    expect(fridgeQuantity({ amount: 500, unit: 'g' })).toEqual({ quantity: 500, unit: 'g' });
    expect(fridgeQuantity({ amount: 6, unit: 'unité' })).toEqual({ quantity: 6, unit: 'unité' });
    expect(fridgeQuantity({ amount: 2, unit: 'kg' })).toEqual({ quantity: 2, unit: 'kg' });
  });

  it('keeps two decimals in the unit bought (decision 0020)', () => {
    expect(fridgeQuantity({ amount: 1.5, unit: 'kg' })).toEqual({ quantity: 1.5, unit: 'kg' });
    expect(fridgeQuantity({ amount: 0.75, unit: 'l' })).toEqual({ quantity: 0.75, unit: 'l' });
    expect(fridgeQuantity({ amount: 1.5, unit: 'càs' })).toEqual({ quantity: 1.5, unit: 'càs' });
    expect(fridgeQuantity({ amount: 0.5, unit: 'unité' })).toEqual({
      quantity: 0.5,
      unit: 'unité',
    });
    expect(fridgeQuantity({ amount: 2.2, unit: 'pincée' })).toEqual({
      quantity: 2.2,
      unit: 'pincée',
    });
  });

  it('writes what is finer in the smaller unit, rounded up, and nothing as 1', () => {
    expect(fridgeQuantity({ amount: 0.3333, unit: 'kg' })).toEqual({
      quantity: 333.3,
      unit: 'g',
    });
    expect(fridgeQuantity({ amount: 0.333, unit: 'g' })).toEqual({ quantity: 0.34, unit: 'g' });
    expect(fridgeQuantity({ amount: 0, unit: 'g' })).toEqual({ quantity: 1, unit: 'g' });
  });

  it('turns the parser’s extra units into the fridge’s', () => {
    expect(fridgeQuantity({ amount: 50, unit: 'cl' })).toEqual({ quantity: 500, unit: 'ml' });
    expect(fridgeQuantity({ amount: 2, unit: 'cc' })).toEqual({ quantity: 2, unit: 'càc' });
    expect(fridgeQuantity({ amount: 1, unit: 'tasse' })).toEqual({ quantity: 1, unit: 'unité' });
  });
});

describe('fridgeDrafts', () => {
  it('puts one known ingredient away with its category and a suggested expiry', () => {
    expect(fridgeDrafts([{ name: 'tomates', quantity: '4', unit: 'unité' }], TODAY)).toEqual([
      {
        name: 'tomates',
        quantity: 4,
        unit: 'unité',
        category: 'Fruits et Légumes',
        location: 'fridge',
        expirationDate: '2026-11-27',
        ingredientId: 'tomate',
      },
    ]);
  });

  it('adds the same ingredient up across rows, within a unit family', () => {
    const drafts = fridgeDrafts(
      [
        { name: 'farine', quantity: '200', unit: 'g' },
        { name: 'Farine', quantity: '0,3', unit: 'kg' },
        { name: 'farine', quantity: '1', unit: 'tasse' },
      ],
      TODAY,
    );
    expect(drafts.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual([
      { name: 'farine', quantity: 500, unit: 'g' },
      { name: 'farine', quantity: 1, unit: 'unité' },
    ]);
    expect(drafts[0]).toMatchObject({
      category: 'Épicerie',
      location: 'pantry',
      ingredientId: 'farine',
    });
  });

  it('names a sum of different spellings after the ingredient', () => {
    const [eggs] = fridgeDrafts(
      [
        { name: 'œufs', quantity: '3', unit: 'unité' },
        { name: 'oeuf', quantity: '2', unit: 'unité' },
      ],
      TODAY,
    );
    expect(eggs).toMatchObject({ name: 'œuf', quantity: 5, expirationDate: '2026-12-20' });
  });

  it('keeps an unknown name as typed, in the aisle the household chose, counting one', () => {
    expect(
      fridgeDrafts(
        [{ name: 'Tarte de Mamie', quantity: 'une part', unit: 'unité', aisle: 'boulangerie' }],
        TODAY,
      ),
    ).toEqual([
      {
        name: 'Tarte de Mamie',
        quantity: 1,
        unit: 'unité',
        category: 'Épicerie',
        location: 'fridge',
        expirationDate: '2026-11-25',
        ingredientId: null,
      },
    ]);
    expect(fridgeDrafts([{ name: 'Bidule', quantity: '2', unit: 'unité' }], TODAY)).toEqual([
      expect.objectContaining({ category: 'Autre', expirationDate: null, quantity: 2 }),
    ]);
  });
});

describe('fridgeFacts', () => {
  it('reads a typed name as the list does: the ingredient and its aisle’s category', () => {
    expect(fridgeFacts('crème fraîche')).toEqual({
      ingredientId: 'creme-fraiche',
      category: 'Produits Laitiers',
    });
    expect(fridgeFacts('Gruyère')).toEqual({
      ingredientId: 'gruyere',
      category: 'Produits Laitiers',
    });
    expect(fridgeFacts('tomates cerises bio')).toEqual({
      ingredientId: null,
      category: 'Fruits et Légumes',
    });
    expect(fridgeFacts('Bidule')).toEqual({ ingredientId: null, category: 'Autre' });
  });

  it('keeps a chosen category; none, or the default « Autre », is recognised', () => {
    const facts = fridgeFacts('Gruyère');
    expect(fridgeCategory('Épicerie', facts)).toBe('Épicerie');
    expect(fridgeCategory('Autre', facts)).toBe('Produits Laitiers');
    expect(fridgeCategory(undefined, facts)).toBe('Produits Laitiers');
  });
});
