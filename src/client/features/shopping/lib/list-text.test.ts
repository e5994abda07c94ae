import { describe, expect, it } from 'vitest';
import type { Aisle } from '../../../../shared/food/types';
import shopping from '../../../locales/fr/shopping.json';
import { shoppingListText, toBuyByAisle } from './list-text';
import type { ShoppingItem } from './shopping';

let next = 0;
function row(overrides: Partial<ShoppingItem> & Pick<ShoppingItem, 'name'>): ShoppingItem {
  next += 1;
  return {
    id: `row-${next}`,
    quantity: '1',
    unit: 'unité',
    checked: false,
    stored: false,
    amount: 1,
    ingredientId: null,
    aisle: 'autre',
    source: 'manual',
    recipeId: null,
    recipeTitle: null,
    plannedMealIds: [],
    shopId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const WORDS = {
  title: shopping.share.title,
  nothingToBuy: shopping.share.nothingToBuy,
  aisleName: (aisle: Aisle) => shopping.aisles[aisle],
};

describe('shoppingListText', () => {
  it('writes the title, then each aisle in walking order with its lines', () => {
    const text = shoppingListText(
      [
        row({ name: 'Piles', quantity: '4', amount: 4 }),
        row({
          name: 'farine',
          quantity: '200',
          unit: 'g',
          amount: 200,
          ingredientId: 'farine',
          aisle: 'epicerie-salee',
        }),
        row({
          name: 'tomates',
          quantity: '4',
          amount: 4,
          ingredientId: 'tomate',
          aisle: 'fruits-legumes',
        }),
      ],
      WORDS,
    );
    expect(text).toBe(
      [
        'Liste de courses — Popote',
        '',
        'Fruits et légumes',
        '– 4 tomates',
        '',
        'Épicerie salée',
        '– 1 paquet de farine · 200 g',
        '',
        'Autres articles',
        '– 4 Piles',
      ].join('\n'),
    );
  });

  it('leaves ticked rows out, and an aisle with nothing left to buy', () => {
    const text = shoppingListText(
      [
        row({ name: 'lait', aisle: 'cremerie', checked: true }),
        row({ name: 'pain', aisle: 'boulangerie' }),
        row({
          name: 'farine',
          quantity: '500',
          unit: 'g',
          amount: 500,
          ingredientId: 'farine',
          aisle: 'epicerie-salee',
          checked: true,
        }),
        row({
          name: 'farine',
          quantity: '200',
          unit: 'g',
          amount: 200,
          ingredientId: 'farine',
          aisle: 'epicerie-salee',
        }),
      ],
      WORDS,
    );
    expect(text).not.toContain('lait');
    expect(text).not.toContain('Crèmerie');
    // The ticked 500 g is in the basket: only the 200 g left is shared, not 700 g.
    expect(text).toContain('– 1 paquet de farine · 200 g');
    expect(text).not.toContain('700');
    expect(text).toContain('Boulangerie\n– 1 pain');
  });

  it('writes quantities the French way, added up as « Par rayon » shows them', () => {
    const sections = toBuyByAisle(
      [
        row({
          name: 'pommes',
          quantity: '1.5',
          unit: 'kg',
          amount: 1.5,
          ingredientId: 'pomme',
          aisle: 'fruits-legumes',
        }),
        row({ name: 'huile', quantity: '2', unit: 'càs', amount: 2, aisle: 'epicerie-salee' }),
        row({ name: 'sel', quantity: 'une pincée', amount: null, aisle: 'epices-condiments' }),
        row({ name: 'lait', quantity: '0.25', unit: 'l', amount: 0.25, aisle: 'cremerie' }),
        row({ name: 'lait', quantity: '0.5', unit: 'l', amount: 0.5, aisle: 'cremerie' }),
      ],
      WORDS.aisleName,
    );
    expect(sections.map(({ heading, lines }) => [heading, lines])).toEqual([
      ['Fruits et légumes', ['1,5 kg de pommes']],
      ['Crèmerie', ['1 brique de lait · 0,75 l']],
      ['Épicerie salée', ['2 càs d’huile']],
      ['Épices et condiments', ['une pincée sel']],
    ]);
  });

  it('gives a French sentence for an empty list or one all ticked', () => {
    const nothing =
      'Liste de courses — Popote\n\nRien à acheter\u00a0: votre liste est vide ou tout est coché.';
    expect(shoppingListText([], WORDS)).toBe(nothing);
    expect(shoppingListText([row({ name: 'pain', checked: true })], WORDS)).toBe(nothing);
  });
});
