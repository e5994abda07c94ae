import { describe, expect, it } from 'vitest';
import { readPlannedIngredient } from '../../../shared/planned-ingredient';
import { mergeNeeds, subtractStock, type MealToShopFor, type StockItem } from './meal-needs';

const meal = (title: string, factor: number, lines: string[]): MealToShopFor => ({
  title,
  factor,
  ingredients: lines.map(readPlannedIngredient),
});

const MEALS = [
  meal('Gratin', 1, ['500 g de pommes de terre', '20 cl de crème fraîche', '1 oignon', 'Sel']),
  // A recipe for 4 cooked for 2.
  meal('Soupe', 0.5, ['500 g de pommes de terre', '2 oignons', '3 gousses d’ail', 'Persil']),
  meal('Salade', 2, ['0,1 kg de pommes de terre', '2 càs d’huile d’olive', 'Poivre']),
];

const lines = (meals: MealToShopFor[], stock: StockItem[] = [], includeStaples = false) =>
  subtractStock(mergeNeeds(meals, { includeStaples }), stock);

const find = (result: ReturnType<typeof lines>, name: string) =>
  result.find((line) => line.name === name);

describe('mergeNeeds', () => {
  it('scales each meal and adds the same food up across recipes and units', () => {
    const needs = mergeNeeds(MEALS, { includeStaples: false });
    const potatoes = needs.find((need) => need.key === 'id:pomme-de-terre');
    // 500 g + 250 g + 200 g.
    expect(potatoes?.quantities).toEqual([{ amount: 950, unit: 'g' }]);
    expect(potatoes?.meals).toEqual(['Gratin', 'Soupe', 'Salade']);
    expect(needs.find((need) => need.key === 'id:oignon')?.quantities).toEqual([
      { amount: 2, unit: 'unité' },
    ]);
  });

  it('leaves the staples out unless asked, « Sel et poivre » included', () => {
    const keys = (include: boolean) =>
      mergeNeeds([...MEALS, meal('Omelette', 1, ['Sel et poivre'])], {
        includeStaples: include,
      }).map((need) => need.key);
    expect(keys(false)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/sel|poivre|huile/)]),
    );
    expect(keys(true)).toEqual(
      expect.arrayContaining(['id:sel', 'id:poivre', 'id:huile-d-olive', 'name:sel et poivre']),
    );
  });

  it('needs what each meal’s recipe view shows, as a cook measures it', () => {
    // A recipe for 4 cooked for 5 (6 œufs → 8, not 7,5), one for 4 cooked for 2 (½ citron).
    const needs = mergeNeeds(
      [
        meal('Omelette', 5 / 4, ['6 œufs', '1 citron']),
        meal('Tarte', 2 / 4, ['1 citron', '1 pâte feuilletée', '25 g de beurre']),
      ],
      { includeStaples: false },
    );
    const of = (key: string) => needs.find((need) => need.key === key)?.quantities;
    expect(of('id:oeuf')).toEqual([{ amount: 8, unit: 'unité' }]);
    expect(of('id:citron')).toEqual([{ amount: 2, unit: 'unité' }]);
    expect(of('id:pate-feuilletee')).toEqual([{ amount: 1, unit: 'unité' }]);
    // « 1 càs de beurre » on the recipe: its 15 g on the list.
    expect(of('id:beurre')).toEqual([{ amount: 15, unit: 'g' }]);
  });

  it('reads a « demi-concombre » of an older plan as half a cucumber', () => {
    const needs = mergeNeeds([meal('Gaspacho', 1, ['1/2 demi-concombre'])], {
      includeStaples: false,
    });
    expect(needs.map((need) => [need.key, need.quantities])).toEqual([
      ['id:concombre', [{ amount: 0.5, unit: 'unité' }]],
    ]);
  });

  it('counts cloves apart from heads of garlic', () => {
    const needs = mergeNeeds([meal('A', 1, ['3 gousses d’ail', '1 ail'])], {
      includeStaples: false,
    });
    expect(needs.map((need) => [need.key, need.pieces])).toEqual([
      ['id:ail|gousse d ail', true],
      ['id:ail', false],
    ]);
  });
});

describe('subtractStock', () => {
  it('merges, scales and subtracts what the fridge holds (have 500 g, need 950 g → 450 g)', () => {
    const result = lines(MEALS, [
      { name: 'Pommes de terre', quantity: 500, unit: 'g', ingredientId: null },
      { name: 'Persil', quantity: 1, unit: 'unité', ingredientId: 'persil' },
    ]);
    expect(find(result, 'Pommes de terre')).toMatchObject({
      quantity: '450',
      unit: 'g',
      needed: '950 g',
      inFridge: '500 g',
      covered: false,
    });
    expect(find(result, 'Crème fraîche')).toMatchObject({ quantity: '20', unit: 'cl' });
    expect(find(result, 'Oignons')).toMatchObject({ quantity: '2', unit: 'unité' });
    // Cloves for a recipe for 4 cooked for 2: 1,5 → 2 to buy.
    expect(find(result, 'Gousses d’ail')).toMatchObject({ quantity: '2', unit: 'unité' });
    expect(find(result, 'Persil')).toMatchObject({ quantity: '', covered: true, needed: null });
    expect(result.some((line) => /sel|poivre|huile/i.test(line.name))).toBe(false);
  });

  it('marks a line the fridge covers, converting within a family (1 kg ≥ 950 g)', () => {
    const result = lines(MEALS, [
      { name: 'Pommes de terre', quantity: 1, unit: 'kg', ingredientId: 'pomme-de-terre' },
    ]);
    expect(find(result, 'Pommes de terre')).toMatchObject({
      quantity: '950',
      unit: 'g',
      covered: true,
      inFridge: '1 kg',
    });
  });

  it('takes a kind of the food from the fridge, and the food for its kinds (riz ↔ riz basmati)', () => {
    const basmati = { name: 'Riz basmati', quantity: 200, unit: 'g' as const, ingredientId: null };
    const result = lines(
      [meal('Bol', 1, ['300 g de riz', '100 ml de lait'])],
      [basmati, { name: 'Lait demi-écrémé', quantity: 1, unit: 'l', ingredientId: null }],
    );
    expect(find(result, 'Riz')).toMatchObject({ quantity: '100', unit: 'g', inFridge: '200 g' });
    expect(find(result, 'Lait')).toMatchObject({ covered: true });
    const generic = lines(
      [meal('Bol', 1, ['100 g de riz basmati'])],
      [{ ...basmati, name: 'Riz' }],
    );
    expect(generic[0]).toMatchObject({ covered: true });
    // Two foods of one kind are not each other: riz thaï is no riz basmati.
    const other = lines(
      [meal('Bol', 1, ['100 g de riz basmati'])],
      [{ ...basmati, name: 'Riz thaï' }],
    );
    expect(other[0]).toMatchObject({ covered: false, inFridge: null });
  });

  it('keeps the need whole when the fridge holds another family', () => {
    const result = lines(MEALS, [{ name: 'Oignon', quantity: 200, unit: 'g', ingredientId: null }]);
    expect(find(result, 'Oignons')).toMatchObject({
      quantity: '2',
      covered: false,
      inFridge: '200 g',
    });
  });

  it('keeps two families of one food on one line, as text', () => {
    const result = lines([meal('A', 1, ['3 tomates', '400 g de tomates'])]);
    expect(result).toEqual([
      expect.objectContaining({ name: 'Tomates', quantity: '3 + 400 g', unit: 'unité' }),
    ]);
  });

  it('includes the staples when asked, and keeps unknown foods by their name', () => {
    const result = lines(
      [
        meal('A', 1, ['1 pincée de sel', '2 càs de sauce mystère']),
        meal('B', 1, ['1 càc de Sauce mystère']),
      ],
      [],
      true,
    );
    expect(find(result, 'Sel')).toMatchObject({ quantity: '1', unit: 'pincée' });
    expect(find(result, 'Sauce mystère')).toMatchObject({ quantity: '7', unit: 'càc' });
  });

  it('orders the lines by aisle', () => {
    const result = lines([meal('A', 1, ['100 g de beurre', '2 pommes', '200 g de farine'])]);
    expect(result.map((line) => line.name)).toEqual(['Pommes', 'Beurre', 'Farine']);
  });
});
