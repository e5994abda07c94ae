import { describe, expect, it } from 'vitest';
import { foodListProblem, splitFoodList } from './food-list';

describe('splitFoodList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitFoodList(' tomates, , basilic ,courgettes,')).toEqual([
      'tomates',
      'basilic',
      'courgettes',
    ]);
  });

  it('gives an empty list for blank text', () => {
    expect(splitFoodList('')).toEqual([]);
    expect(splitFoodList('  , ,  ')).toEqual([]);
  });

  it('keeps the words of an entry together', () => {
    expect(splitFoodList('pommes de terre,  crème fraîche ')).toEqual([
      'pommes de terre',
      'crème fraîche',
    ]);
  });
});

describe('foodListProblem', () => {
  it('accepts what the server accepts', () => {
    expect(foodListProblem('')).toBeUndefined();
    expect(foodListProblem(Array.from({ length: 50 }, (_, i) => `aliment ${i}`).join(','))).toBe(
      undefined,
    );
    expect(foodListProblem('a'.repeat(60))).toBeUndefined();
  });

  it('flags more than 50 entries, or an entry longer than 60 characters', () => {
    expect(foodListProblem(Array.from({ length: 51 }, (_, i) => `aliment ${i}`).join(','))).toBe(
      'tooMany',
    );
    expect(foodListProblem(`tomates, ${'a'.repeat(61)}`)).toBe('tooLong');
  });
});
