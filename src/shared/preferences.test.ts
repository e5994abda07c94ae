import { describe, expect, it } from 'vitest';
import { preferencesInputSchema, splitFoodList } from './preferences';

const valid = {
  adults: 2,
  children: 1,
  dietaryRestrictions: ['vegetarian'],
  preferredFoods: ['tomates'],
  avoidedFoods: [],
  shoppingFrequency: 'weekly',
};

describe('splitFoodList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitFoodList(' tomates, , basilic ,courgettes,')).toEqual([
      'tomates',
      'basilic',
      'courgettes',
    ]);
    expect(splitFoodList('   ')).toEqual([]);
  });
});

describe('preferencesInputSchema', () => {
  it('accepts the questionnaire’s answers, cleaning the food lists', () => {
    const parsed = preferencesInputSchema.parse({
      ...valid,
      preferredFoods: [' tomates ', 'tomates', ''],
    });
    expect(parsed.preferredFoods).toEqual(['tomates']);
  });

  it('keeps adults within 1–10 and children within 0–9', () => {
    expect(preferencesInputSchema.safeParse({ ...valid, adults: 0 }).success).toBe(false);
    expect(preferencesInputSchema.safeParse({ ...valid, adults: 11 }).success).toBe(false);
    expect(preferencesInputSchema.safeParse({ ...valid, children: 10 }).success).toBe(false);
    expect(preferencesInputSchema.safeParse({ ...valid, adults: 1.5 }).success).toBe(false);
  });

  it('refuses « none » combined with another restriction, and unknown values', () => {
    expect(
      preferencesInputSchema.safeParse({ ...valid, dietaryRestrictions: ['none', 'vegan'] })
        .success,
    ).toBe(false);
    expect(
      preferencesInputSchema.safeParse({ ...valid, dietaryRestrictions: ['paleo'] }).success,
    ).toBe(false);
    expect(
      preferencesInputSchema.safeParse({ ...valid, dietaryRestrictions: ['none'] }).success,
    ).toBe(true);
  });
});
