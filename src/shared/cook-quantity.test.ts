import { describe, expect, it } from 'vitest';
import type { ParsedUnit } from './constants';
import {
  cookLineText,
  cookQuantity,
  formatCookAmount,
  halfWord,
  halvesAllowed,
  isPack,
  unitWord,
} from './cook-quantity';
import { ingredientById } from './food/taxonomy';
import { parseIngredientLine } from './ingredient-line';
import { parseAmount } from './quantities';

const food = (id: string | null) => (id ? ingredientById(id) : undefined);

/** [food id (null: unknown), amount, unit, what the line counts] → [amount, unit] a cook writes. */
type Case = [string | null, number, ParsedUnit, string | undefined, number, ParsedUnit];

const cases: Record<string, Case[]> = {
  'counts: whole, halves up, never below 1': [
    ['oeuf', 7.5, 'unité', undefined, 8, 'unité'],
    ['oeuf', 1.5, 'unité', undefined, 2, 'unité'],
    ['oeuf', 1.25, 'unité', undefined, 1, 'unité'],
    ['oeuf', 0.4, 'unité', undefined, 1, 'unité'],
    ['tomate', 6.25, 'unité', undefined, 6, 'unité'],
    ['ail', 0.75, 'unité', 'gousse d’ail', 1, 'unité'],
    ['ail', 2.5, 'unité', 'gousses d’ail', 3, 'unité'],
    ['oignon-nouveau', 0.5, 'unité', undefined, 1, 'unité'],
    ['bouquet-garni', 0.5, 'unité', undefined, 1, 'unité'],
    [null, 2.4, 'unité', 'pommes de Saturne', 2, 'unité'],
  ],
  'natural halves: ½ below 3, whole from 3': [
    ['citron', 0.25, 'unité', undefined, 0.5, 'unité'],
    ['citron', 0.75, 'unité', undefined, 1, 'unité'],
    ['citron', 1.5, 'unité', undefined, 1.5, 'unité'],
    ['citron-vert', 2.4, 'unité', undefined, 2.5, 'unité'],
    ['oignon', 3.5, 'unité', undefined, 4, 'unité'],
    ['oignon-rouge', 0.5, 'unité', 'oignon rouge', 0.5, 'unité'],
    ['poivron-rouge', 0.5, 'unité', undefined, 0.5, 'unité'],
    ['avocat', 0.6, 'unité', undefined, 0.5, 'unité'],
    ['concombre', 0.25, 'unité', undefined, 0.5, 'unité'],
    ['persil', 0.25, 'unité', 'bouquet de persil', 0.5, 'unité'],
    ['vanille', 0.375, 'unité', 'gousse de vanille', 0.5, 'unité'],
    ['citron', 0.5, 'unité', 'zeste de citron', 1, 'unité'],
  ],
  'packs: whole, never a half': [
    ['pate-feuilletee', 0.75, 'unité', 'pâte feuilletée', 1, 'unité'],
    ['pate-brisee', 1.5, 'unité', 'rouleau de pâte brisée', 2, 'unité'],
    ['the-noir', 2.5, 'unité', 'sachets de thé noir', 3, 'unité'],
    ['levure-chimique', 0.375, 'unité', 'sachet de levure chimique', 1, 'unité'],
    ['citron', 0.5, 'unité', 'boîte de citrons', 1, 'unité'],
  ],
  'spoons: halves below 3, whole from 3; càc that make càs are càs': [
    ['sucre', 0.25, 'càs', undefined, 0.5, 'càs'],
    ['huile-d-olive', 1.4, 'càs', undefined, 1.5, 'càs'],
    ['huile-d-olive', 7.5, 'càs', undefined, 8, 'càs'],
    ['cumin', 0.1, 'càc', undefined, 0.5, 'càc'],
    ['cumin', 1.25, 'càc', undefined, 1.5, 'càc'],
    ['cumin', 3, 'càc', undefined, 1, 'càs'],
    ['cumin', 4.5, 'càc', undefined, 1.5, 'càs'],
    ['cumin', 4.4, 'càc', undefined, 4, 'càc'],
    [null, 2, 'cc', undefined, 2, 'càc'],
    [null, 1.3, 'tasse', undefined, 1.5, 'tasse'],
  ],
  'pinches: whole': [
    ['sel', 0.25, 'pincée', undefined, 1, 'pincée'],
    ['muscade', 2.5, 'pincée', undefined, 3, 'pincée'],
  ],
  'weights: 5 g for the dairy aisle, 1, 5, 10 g, then 100 or 250 g from 1 kg': [
    ['beurre', 23, 'g', undefined, 25, 'g'],
    ['parmesan', 12.5, 'g', undefined, 15, 'g'],
    ['comte', 187.5, 'g', undefined, 190, 'g'],
    ['farine', 62.5, 'g', undefined, 65, 'g'],
    ['farine', 312.5, 'g', undefined, 310, 'g'],
    ['sucre', 37.5, 'g', undefined, 40, 'g'],
    ['levure-de-boulanger', 1.75, 'g', undefined, 2, 'g'],
    ['agar-agar', 0.4, 'g', undefined, 1, 'g'],
    ['sel', 12, 'g', undefined, 12, 'g'],
    ['pomme-de-terre', 1250, 'g', undefined, 1.25, 'kg'],
    ['pomme-de-terre', 1050, 'g', undefined, 1.1, 'kg'],
    ['pomme-de-terre', 0.6, 'kg', undefined, 600, 'g'],
    [null, 3.2, 'g', undefined, 3, 'g'],
  ],
  'volumes: 5, 10, 50 ml, then 100 or 250 ml from 1 l; cl stays cl': [
    ['lait', 63, 'ml', undefined, 65, 'ml'],
    ['lait', 375, 'ml', undefined, 380, 'ml'],
    ['lait', 630, 'ml', undefined, 650, 'ml'],
    ['eau', 1.25, 'l', undefined, 1.25, 'l'],
    ['eau', 0.75, 'l', undefined, 750, 'ml'],
    ['creme-fraiche', 37.5, 'cl', undefined, 38, 'cl'],
    ['creme-fraiche', 12.5, 'cl', undefined, 13, 'cl'],
    ['cognac', 1.5, 'cl', undefined, 1, 'càs'],
  ],
  'small amounts: spoons below the food’s threshold': [
    ['beurre', 13, 'g', undefined, 1, 'càs'],
    ['beurre', 4, 'g', undefined, 0.5, 'càs'],
    ['beurre', 15, 'g', undefined, 15, 'g'],
    ['sucre', 10, 'g', undefined, 1, 'càs'],
    ['sucre', 5, 'g', undefined, 1.5, 'càc'],
    ['sucre-glace', 15, 'g', undefined, 2, 'càs'],
    ['farine', 8, 'g', undefined, 1, 'càs'],
    ['farine', 3, 'g', undefined, 1, 'càc'],
    ['maizena', 15, 'g', undefined, 1.5, 'càs'],
    ['cacao-en-poudre', 10, 'g', undefined, 1.5, 'càs'],
    ['graine-de-sesame', 10, 'g', undefined, 1, 'càs'],
    ['moutarde', 15, 'g', undefined, 1, 'càs'],
    ['levure-chimique', 4, 'g', undefined, 1, 'càc'],
    ['curry', 2, 'g', undefined, 1, 'càc'],
    ['huile-d-olive', 15, 'ml', undefined, 1, 'càs'],
    ['cognac', 12.5, 'ml', undefined, 1, 'càs'],
    ['sirop-d-erable', 7.5, 'ml', undefined, 1.5, 'càc'],
    [null, 10, 'ml', undefined, 2, 'càc'],
    ['lait', 0.01, 'l', undefined, 2, 'càc'],
  ],
};

describe('cookQuantity', () => {
  for (const [rule, rows] of Object.entries(cases)) {
    it.each(rows)(`${rule}: %s %s %s (%s) → %s %s`, (id, amount, unit, counted, want, wantUnit) => {
      expect(cookQuantity(food(id), { amount, unit }, counted)).toMatchObject({
        amount: want,
        unit: wantUnit,
      });
    });
  }

  it('never answers 0, whatever the food and the unit', () => {
    const units: ParsedUnit[] = [
      'unité',
      'g',
      'kg',
      'ml',
      'cl',
      'l',
      'càs',
      'càc',
      'cc',
      'pincée',
      'tasse',
    ];
    for (const id of [null, 'oeuf', 'citron', 'beurre', 'farine', 'sel', 'lait', 'the-noir']) {
      for (const unit of units) {
        for (const amount of [0.0001, 0.01, 0.1, 0.3]) {
          expect(
            cookQuantity(food(id), { amount, unit }).amount,
            `${id} ${amount} ${unit}`,
          ).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives the weight or volume of spoons, for the list and the fridge', () => {
    expect(cookQuantity(food('beurre'), { amount: 13, unit: 'g' })).toEqual({
      amount: 1,
      unit: 'càs',
      measured: { amount: 15, unit: 'g' },
    });
    expect(cookQuantity(food('sucre'), { amount: 5, unit: 'g' }).measured).toEqual({
      amount: 6,
      unit: 'g',
    });
    expect(cookQuantity(food('huile-d-olive'), { amount: 10, unit: 'ml' }).measured).toEqual({
      amount: 10,
      unit: 'ml',
    });
    expect(cookQuantity(food('farine'), { amount: 200, unit: 'g' }).measured).toBeUndefined();
  });
});

describe('packs and halves', () => {
  it('knows a pack by its word or by the food', () => {
    expect(isPack(food('the-noir'), 'sachets de thé noir')).toBe(true);
    expect(isPack(food('sardine'), 'boîte de sardines à l’huile')).toBe(true);
    expect(isPack(food('pate-feuilletee'), 'pâte feuilletée')).toBe(true);
    expect(isPack(food('pate-feuilletee'))).toBe(true);
    expect(isPack(food('potimarron'), 'potimarron')).toBe(false);
    expect(isPack(food('oeuf'))).toBe(false);
  });

  it('halves only the natural halves', () => {
    expect(halvesAllowed(food('citron'))).toBe(true);
    expect(halvesAllowed(food('chou-chinois'))).toBe(true);
    expect(halvesAllowed(food('coriandre'), 'bouquet de coriandre')).toBe(true);
    expect(halvesAllowed(food('oeuf'))).toBe(false);
    expect(halvesAllowed(food('ail'), 'gousse d’ail')).toBe(false);
    expect(halvesAllowed(food('oignon-nouveau'))).toBe(false);
    expect(halvesAllowed(undefined, 'citron')).toBe(false);
  });

  it('reads a name that is itself a half', () => {
    expect(halfWord('demi-concombre')).toBe('concombre');
    expect(halfWord('demi chou blanc')).toBe('chou blanc');
    expect(halfWord('concombre')).toBeNull();
    expect(halfWord('demoiselle')).toBeNull();
  });
});

describe('writing a cook quantity', () => {
  it.each([
    [0.5, 'unité', '½'],
    [1.5, 'unité', '1 ½'],
    [2, 'unité', '2'],
    [2.5, 'càs', '2 ½'],
    [1.25, 'kg', '1,25'],
    [1.5, 'l', '1,5'],
    [380, 'ml', '380'],
    [1250, 'g', '1250'],
  ] as const)('%s %s → « %s », which the list reads back', (amount, unit, text) => {
    expect(formatCookAmount({ amount, unit })).toBe(text);
    expect(
      parseAmount(parseIngredientLine(`${text} ${unit === 'unité' ? '' : unit} x`).quantity),
    ).toBe(amount);
  });

  it('writes the unit as the specification abbreviates it, pinches in the plural from 2', () => {
    expect(unitWord({ amount: 2, unit: 'pincée' })).toBe('pincées');
    expect(unitWord({ amount: 1, unit: 'pincée' })).toBe('pincée');
    expect(unitWord({ amount: 2, unit: 'cc' })).toBe('càc');
    expect(unitWord({ amount: 2, unit: 'càs' })).toBe('càs');
  });

  it('writes the line: the plural from 2, « de » or « d’ » before a weighed food', () => {
    const names = { one: 'citron', many: 'citrons', mass: 'citron' };
    expect(cookLineText({ amount: 0.5, unit: 'unité' }, names)).toBe('½ citron');
    expect(cookLineText({ amount: 1.5, unit: 'unité' }, names)).toBe('1 ½ citron');
    expect(cookLineText({ amount: 2.5, unit: 'unité' }, names)).toBe('2 ½ citrons');
    const butter = { one: 'beurre', many: 'beurre', mass: 'beurre' };
    expect(cookLineText({ amount: 1, unit: 'càs' }, butter)).toBe('1 càs de beurre');
    const oil = { one: 'huile d’olive', many: 'huile d’olive', mass: 'huile d’olive' };
    expect(cookLineText({ amount: 1.5, unit: 'càs' }, oil)).toBe('1 ½ càs d’huile d’olive');
  });
});
