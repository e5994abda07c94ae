import { describe, expect, it } from 'vitest';
import { groupByRecipe, progressOf } from './shopping';
import type { ShoppingItem } from './shopping';

function row(
  id: string,
  name: string,
  createdAt: string,
  recipe: { id: string; title: string } | null = null,
): ShoppingItem {
  return {
    id,
    name,
    quantity: '1',
    unit: 'unité',
    checked: false,
    stored: false,
    amount: 1,
    ingredientId: null,
    aisle: 'autre',
    source: recipe ? 'recipe' : 'manual',
    recipeId: recipe?.id ?? null,
    recipeTitle: recipe?.title ?? null,
    plannedMealIds: [],
    shopId: null,
    createdAt,
  };
}

const GRATIN = { id: 'gratin', title: 'Gratin' };
const SOUPE = { id: 'soupe', title: 'Soupe' };
const TARTE = { id: 'tarte', title: 'Tarte' };
const MONDAY = '2026-11-23T10:00:00.000Z';
const TUESDAY = '2026-11-24T10:00:00.000Z';

const ROWS = [
  row('1', 'pommes de terre', MONDAY, GRATIN),
  row('2', 'Crème', MONDAY, GRATIN),
  row('3', 'Lait', MONDAY, GRATIN),
  row('4', 'Poireaux', TUESDAY, SOUPE),
  row('5', 'carottes', TUESDAY, SOUPE),
  row('6', 'Pommes', TUESDAY, TARTE),
  row('7', 'Pain', TUESDAY),
  row('8', 'Beurre', MONDAY),
];

const shape = (items: ShoppingItem[]) =>
  groupByRecipe(items).map((group) => [group.title, group.items.map((item) => item.name)]);

describe('groupByRecipe (« Par recette »)', () => {
  it('orders recipes by when they were added, then by title; rows by when, then by name', () => {
    expect(shape(ROWS)).toEqual([
      ['Soupe', ['carottes', 'Poireaux']],
      ['Tarte', ['Pommes']],
      ['Gratin', ['Crème', 'Lait', 'pommes de terre']],
      [null, ['Pain', 'Beurre']],
    ]);
  });

  it('keeps that order whatever order the rows arrive in, and after a delete', () => {
    const expected = shape(ROWS);
    expect(shape([...ROWS].reverse())).toEqual(expected);
    expect(shape([4, 0, 7, 2, 5, 6, 1, 3].map((index) => ROWS[index]!))).toEqual(expected);
    const withoutLait = ROWS.filter((item) => item.id !== '3');
    expect(shape([...withoutLait].reverse())).toEqual([
      ['Soupe', ['carottes', 'Poireaux']],
      ['Tarte', ['Pommes']],
      ['Gratin', ['Crème', 'pommes de terre']],
      [null, ['Pain', 'Beurre']],
    ]);
  });
});

describe('progressOf', () => {
  it('counts rows, not merged lines', () => {
    const items = [{ ...ROWS[0]!, checked: true }, ROWS[1]!, ROWS[2]!, ROWS[3]!];
    expect(progressOf(items)).toEqual({ checked: 1, total: 4, percent: 25 });
  });
});
