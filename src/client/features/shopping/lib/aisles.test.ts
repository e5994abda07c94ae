import { describe, expect, it } from 'vitest';
import { groupByAisle, lineState, mergeLines, sumLineLabel } from './aisles';
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

const flour = (quantity: string, unit: ShoppingItem['unit'], amount: number) =>
  row({ name: 'farine', quantity, unit, amount, ingredientId: 'farine', aisle: 'epicerie-salee' });

describe('groupByAisle', () => {
  it('orders aisles as a shopper walks them and leaves empty ones out', () => {
    const groups = groupByAisle([
      row({ name: 'Piles' }),
      flour('200', 'g', 200),
      row({ name: 'tomates', aisle: 'fruits-legumes', ingredientId: 'tomate', amount: 4 }),
    ]);
    expect(groups.map((group) => group.aisle)).toEqual([
      'fruits-legumes',
      'epicerie-salee',
      'autre',
    ]);
  });

  it('adds the same ingredient up across rows, converting within a family', () => {
    const a = flour('200', 'g', 200);
    const b = flour('0,3', 'kg', 0.3);
    const [group] = groupByAisle([a, b]);
    expect(group!.lines).toHaveLength(1);
    expect(group!.lines[0]!.rows).toEqual([a, b]);
    expect(sumLineLabel(group!.lines[0]!)).toBe('1 paquet de farine · 500 g');
  });

  it('sums names Popote does not know when they are spelt alike', () => {
    const [group] = groupByAisle([
      row({ name: 'Pâte miso', quantity: '1', amount: 1 }),
      row({ name: 'pate miso ', quantity: '2', amount: 2 }),
    ]);
    expect(group!.lines.map(sumLineLabel)).toEqual(['3 Pâtes miso']);
  });

  it('buys a food needed in two unit families on one line, and keeps a quantity that is not a number apart', () => {
    const milk = { name: 'lait', ingredientId: 'lait', aisle: 'cremerie' as const };
    const [group] = groupByAisle([
      row({ ...milk, quantity: '1', unit: 'l', amount: 1 }),
      row({ ...milk, quantity: '2', unit: 'càs', amount: 2 }),
      row({ ...milk, quantity: '50', unit: 'cl', amount: 50 }),
      row({ ...milk, quantity: 'un fond', amount: null }),
    ]);
    expect(group!.lines.map(sumLineLabel).sort()).toEqual([
      '2 briques de lait · 1,5 l + 2 càs',
      'un fond lait',
    ]);
    const milk2 = group!.lines.find((line) => line.quantity?.unit === 'l');
    // Ticking the line ticks every row behind it.
    expect(milk2!.rows.map((entry) => entry.unit)).toEqual(['l', 'càs', 'cl']);
  });

  it('shows grams and pieces of one food side by side on one line', () => {
    const carrot = { ingredientId: 'carotte', aisle: 'fruits-legumes' as const };
    const [group] = groupByAisle([
      row({ ...carrot, name: 'carottes', quantity: '500', unit: 'g', amount: 500 }),
      row({ ...carrot, name: 'carottes', quantity: '3', unit: 'unité', amount: 3 }),
    ]);
    expect(group!.lines.map(sumLineLabel)).toEqual(['500 g de carottes + 3 carottes']);
  });

  it('buys an integer purchase plus a spoon of the same food as one more purchase', () => {
    const milk = { name: 'lait', ingredientId: 'lait', aisle: 'cremerie' as const };
    const [group] = groupByAisle([
      row({ ...milk, quantity: '1', unit: 'l', amount: 1 }),
      row({ ...milk, quantity: '2', unit: 'càs', amount: 2 }),
    ]);
    expect(group!.lines.map(sumLineLabel)).toEqual(['2 briques de lait · 1 l + 2 càs']);
  });
});

describe('sumLineLabel', () => {
  it('elides « de » before a vowel or a mute h, not before an aspirated one', () => {
    const line = (name: string, unit: ShoppingItem['unit']) =>
      groupByAisle([row({ name, unit, quantity: '2', amount: 2 })])[0]!.lines[0]!;
    expect(sumLineLabel(line('huile d’olive', 'càs'))).toBe('2 càs d’huile d’olive');
    expect(sumLineLabel(line('oignons', 'kg'))).toBe('2 kg d’oignons');
    expect(sumLineLabel(line('haricots verts', 'g'))).toBe('2 g de haricots verts');
    expect(sumLineLabel(line('œufs', 'unité'))).toBe('2 œufs');
  });
});

describe('lineState', () => {
  it('is checked when every row is, mixed when some are', () => {
    const [group] = groupByAisle([flour('200', 'g', 200), flour('300', 'g', 300)]);
    const line = group!.lines[0]!;
    expect(lineState(line)).toBe(false);
    expect(lineState({ ...line, rows: [{ ...line.rows[0]!, checked: true }, line.rows[1]!] })).toBe(
      'mixed',
    );
    expect(
      lineState({ ...line, rows: line.rows.map((entry) => ({ ...entry, checked: true })) }),
    ).toBe(true);
  });
});

describe('mergeLines (« Tous les articles »)', () => {
  it('shows the same food once across sources and spellings, summed', () => {
    const recipe = row({
      name: 'Rigatonis',
      quantity: '350',
      unit: 'g',
      amount: 350,
      aisle: 'epicerie-salee',
      source: 'recipe',
      recipeId: 'risotto',
      recipeTitle: 'Rigatonis au potiron',
    });
    const typed = row({ name: 'rigatonis ', quantity: '350', unit: 'g', amount: 350 });
    const lines = mergeLines([recipe, typed]);
    expect(lines.map(sumLineLabel)).toEqual(['2 paquets de rigatonis · 700 g']);
    expect(lines[0]!.rows).toEqual([recipe, typed]);
  });

  it('merges by ingredient across aisles, and sorts in French alphabetical order', () => {
    const lines = mergeLines([
      row({ name: 'Riz', quantity: '1', unit: 'kg', amount: 1, ingredientId: 'riz' }),
      row({ name: 'œufs', quantity: '6', amount: 6, ingredientId: 'oeuf', aisle: 'cremerie' }),
      row({ name: 'Échalotes', quantity: '2', amount: 2, ingredientId: 'echalote' }),
      row({ name: 'abricots', quantity: '4', amount: 4 }),
      row({ name: 'Oignons', quantity: '3', amount: 3, ingredientId: 'oignon' }),
      row({ name: 'œuf', quantity: '2', amount: 2, ingredientId: 'oeuf' }),
      row({ name: 'zeste', quantity: 'un peu', amount: null }),
    ]);
    expect(lines.map(sumLineLabel)).toEqual([
      '4 abricots',
      '2 échalotes',
      '8 œufs',
      '3 oignons',
      '1 paquet de riz · 1 kg',
      'un peu zeste',
    ]);
  });

  it('a merged line is ticked when all its rows are, mixed when some are', () => {
    const [line] = mergeLines([
      flour('200', 'g', 200),
      { ...flour('300', 'g', 300), checked: true },
    ]);
    expect(lineState(line!)).toBe('mixed');
    expect(line!.rows).toHaveLength(2);
  });
});
