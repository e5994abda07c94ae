import { describe, expect, it } from 'vitest';
import { readPlannedIngredient } from '../../../shared/planned-ingredient';
import {
  restoredQuantity,
  takeFromFridge,
  toFridgeQuantity,
  type FridgeRow,
} from './fridge-cooking';

let next = 0;
const row = (name: string, quantity: number, unit: string, extra: Partial<FridgeRow> = {}) => {
  next += 1;
  return {
    id: `row-${next}`,
    name,
    quantity,
    unit,
    category: 'Autre',
    expirationDate: null,
    ingredientId: null,
    ...extra,
  } satisfies FridgeRow;
};

const cook = (lines: string[], rows: FridgeRow[], factor = 1) =>
  takeFromFridge({ factor, ingredients: lines.map(readPlannedIngredient) }, rows);

describe('toFridgeQuantity', () => {
  it('keeps the item’s unit when the rest has two decimals at most, else its smallest unit', () => {
    expect(toFridgeQuantity({ amount: 2, unit: 'kg' }, 'kg')).toEqual({ quantity: 2, unit: 'kg' });
    expect(toFridgeQuantity({ amount: 700, unit: 'g' }, 'kg')).toEqual({
      quantity: 0.7,
      unit: 'kg',
    });
    expect(toFridgeQuantity({ amount: 667, unit: 'g' }, 'kg')).toEqual({
      quantity: 667,
      unit: 'g',
    });
    expect(toFridgeQuantity({ amount: 0.3333, unit: 'kg' }, 'kg')).toEqual({
      quantity: 333.3,
      unit: 'g',
    });
    expect(toFridgeQuantity({ amount: 0.25, unit: 'l' }, 'l')).toEqual({
      quantity: 0.25,
      unit: 'l',
    });
    expect(toFridgeQuantity({ amount: 4.5, unit: 'unité' }, 'unité')).toEqual({
      quantity: 4.5,
      unit: 'unité',
    });
    expect(toFridgeQuantity({ amount: 0, unit: 'unité' }, 'unité')).toBeNull();
  });
});

describe('takeFromFridge', () => {
  it('decreases in compatible units and empties what is used up, soonest expiry first', () => {
    const flour = row('Farine', 1, 'kg');
    const oldEggs = row('Œufs', 2, 'unité', { expirationDate: '2026-11-20' });
    const newEggs = row('Oeufs frais', 6, 'unité', {
      expirationDate: '2026-12-20',
      ingredientId: 'oeuf',
    });
    const milk = row('Lait', 1, 'l');
    const changes = cook(
      ['300 g de farine', '3 œufs', '50 cl de lait', 'Sel', '2 càs d’huile'],
      [newEggs, flour, oldEggs, milk],
    );
    expect(changes.map((c) => [c.inventoryItemId, c.quantityAfter, c.unitAfter])).toEqual([
      [flour.id, 0.7, 'kg'],
      [oldEggs.id, 0, 'unité'],
      [newEggs.id, 5, 'unité'],
      [milk.id, 0.5, 'l'],
    ]);
    expect(changes[0]).toMatchObject({ quantityBefore: 1, unit: 'kg', name: 'Farine' });
  });

  it('scales to the meal’s servings and leaves cloves, text lines and other families alone', () => {
    const garlic = row('Ail', 2, 'unité');
    const butter = row('Beurre', 250, 'g');
    const onions = row('Oignons', 300, 'g');
    const changes = cook(
      ['3 gousses d’ail', '100 g de beurre', '2 oignons', 'Persil'],
      [garlic, butter, onions, row('Persil', 1, 'unité')],
      1.5,
    );
    expect(changes.map((c) => [c.name, c.quantityAfter])).toEqual([['Beurre', 100]]);
  });

  it('takes what the recipe view shows: whole eggs, and a spoon of butter as its weight', () => {
    const eggs = row('Œufs', 6, 'unité', { ingredientId: 'oeuf' });
    const butter = row('Beurre', 250, 'g', { ingredientId: 'beurre' });
    // A recipe for 4 cooked for 5: 3,75 œufs are 4; 25 g × 1/2 is « 1 càs de beurre », 15 g.
    const changes = cook(['3 œufs'], [eggs], 5 / 4);
    expect(changes.map((c) => [c.name, c.quantityAfter])).toEqual([['Œufs', 2]]);
    const spoon = cook(['25 g de beurre'], [butter], 1 / 2);
    expect(spoon.map((c) => [c.name, c.quantityAfter, c.unitAfter])).toEqual([
      ['Beurre', 235, 'g'],
    ]);
  });
});

describe('restoredQuantity', () => {
  it('gives back what was taken, to what the item holds now or as it was', () => {
    const [flour] = cook(['300 g de farine'], [row('Farine', 1, 'kg')]);
    expect(restoredQuantity(flour!, { quantity: 700, unit: 'g' })).toEqual({
      quantity: 1,
      unit: 'kg',
    });
    // Someone used 200 g more since.
    expect(restoredQuantity(flour!, { quantity: 500, unit: 'g' })).toEqual({
      quantity: 0.8,
      unit: 'kg',
    });
    const [eggs] = cook(['3 œufs'], [row('Œufs', 3, 'unité')]);
    expect(restoredQuantity(eggs!, null)).toEqual({ quantity: 3, unit: 'unité' });
  });
});
