import { describe, expect, it } from 'vitest';
import {
  BATCH_MEALS_MAX,
  batchCandidate,
  batchDishKeepsUntil,
  batchDishName,
  batchSessionInputSchema,
  comingSunday,
  mustFreeze,
  zurichToday,
} from './batch-cooking';

const ID = '00000000-0000-4000-8000-000000000001';
const dish = {
  recipe: { servings: 4, description: '', ingredients: [], instructions: [] },
  leftoversOf: null,
  cookedAt: null,
  date: '2026-12-01',
};

describe('batch cooking rules', () => {
  it('cooks on the coming Sunday by default (today when it is Sunday)', () => {
    expect(comingSunday('2026-11-27')).toBe('2026-11-29');
    expect(comingSunday('2026-11-29')).toBe('2026-11-29');
    expect(comingSunday('2026-11-30')).toBe('2026-12-06');
  });

  it('reads today in Zurich, whatever the clock’s time zone', () => {
    // 23:30 UTC on 28 November is already Sunday 29 in Zurich.
    expect(zurichToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
  });

  it('freezes a dish eaten more than three days after it is cooked', () => {
    expect(mustFreeze('2026-11-29', '2026-11-29')).toBe(false);
    expect(mustFreeze('2026-11-29', '2026-12-02')).toBe(false);
    expect(mustFreeze('2026-11-29', '2026-12-03')).toBe(true);
    expect(batchDishKeepsUntil('2026-11-29', false)).toBe('2026-12-02');
    expect(batchDishKeepsUntil('2026-11-29', true)).toBe('2027-02-27');
    expect(batchDishName('Soupe', true)).toBe('Batch\u00a0: Soupe (congelé)');
  });

  it('takes dishes with a recipe, not leftovers nor cooked ones, eaten that day or later', () => {
    expect(batchCandidate(dish, '2026-11-29')).toBe(true);
    expect(batchCandidate(dish, '2026-12-01')).toBe(true);
    expect(batchCandidate(dish, '2026-12-02')).toBe(false);
    expect(batchCandidate({ ...dish, recipe: null }, '2026-11-29')).toBe(false);
    expect(batchCandidate({ ...dish, leftoversOf: ID }, '2026-11-29')).toBe(false);
    expect(batchCandidate({ ...dish, cookedAt: '2026-11-29T10:00:00Z' }, '2026-11-29')).toBe(false);
    expect(batchCandidate(dish, '2026-09-01')).toBe(false);
  });

  it('refuses a meal named twice and too many dishes', () => {
    expect(batchSessionInputSchema.safeParse({ mealIds: [ID] }).success).toBe(true);
    expect(batchSessionInputSchema.safeParse({ mealIds: [ID, ID] }).success).toBe(false);
    const many = Array.from(
      { length: BATCH_MEALS_MAX + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(batchSessionInputSchema.safeParse({ mealIds: many }).success).toBe(false);
  });
});
