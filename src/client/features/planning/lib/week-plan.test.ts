import { describe, expect, it } from 'vitest';
import type { PlannedMeal } from '../api/planned-meals';
import { leftoversIn, plannedMealOf, plannedSlots, slotsToPropose, weekFrom } from './week-plan';

const meal = (date: string, time: string): PlannedMeal => ({
  id: `${date}-${time}`,
  recipeId: null,
  recipeTitle: 'Raclette',
  date,
  time,
  servings: 2,
  portions: 2,
  portionsText: null,
  type: 'plat',
  recipe: null,
  eaters: null,
  safety: null,
  cookedAt: null,
  leftoverPortions: 0,
  leftoversOf: null,
  createdAt: '2026-11-20T10:00:00Z',
});

describe('week plan', () => {
  it('offers seven days from the first, with their French names', () => {
    const days = weekFrom('2026-11-30');
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(days[0]).toMatchObject({ short: 'lun. 30', long: 'lundi 30 novembre' });
  });

  it('proposes each chosen day at each chosen moment, leaving planned ones alone', () => {
    // A lunch at 12:30 and a dinner at 20:00 are planned already.
    const planned = plannedSlots([meal('2026-12-01', '12:30'), meal('2026-12-02', '20:00')]);
    const before = { date: '2026-11-30', time: '08:00' };
    expect(
      slotsToPropose(['2026-12-02', '2026-12-01'], ['lunch', 'dinner'], planned, before),
    ).toEqual({
      slots: [
        { date: '2026-12-01', time: '19:00' },
        { date: '2026-12-02', time: '12:00' },
      ],
      alreadyPlanned: 2,
      past: 0,
    });
    expect(slotsToPropose(['2026-12-01'], [], planned, before)).toEqual({
      slots: [],
      alreadyPlanned: 0,
      past: 0,
    });
  });

  it('never proposes a meal already past: at 13:40 today’s lunch is gone, not its dinner', () => {
    const at = { date: '2026-12-01', time: '13:40' };
    expect(
      slotsToPropose(
        ['2026-11-30', '2026-12-01', '2026-12-02'],
        ['lunch', 'dinner'],
        new Set(),
        at,
      ),
    ).toEqual({
      slots: [
        { date: '2026-12-01', time: '19:00' },
        { date: '2026-12-02', time: '12:00' },
        { date: '2026-12-02', time: '19:00' },
      ],
      alreadyPlanned: 0,
      past: 3,
    });
    expect(
      slotsToPropose(['2026-12-01'], ['lunch'], new Set(), { date: '2026-12-01', time: '11:59' })
        .slots,
    ).toEqual([{ date: '2026-12-01', time: '12:00' }]);
  });

  it('plans a proposed meal for who eats, when not everyone does', () => {
    const proposed = {
      date: '2026-12-01',
      time: '19:00',
      kind: 'recipe' as const,
      title: 'Chakchouka',
      reason: '',
      eaters: null,
      names: [],
      fridge: [],
      recipe: {
        id: 'chakchouka',
        title: 'Chakchouka',
        description: '',
        imageUrl: '/images/plat.webp',
        preparationTime: 35,
        servings: 3,
        difficulty: 'facile' as const,
        ingredients: ['4 œufs'],
        instructions: [],
        type: 'plat' as const,
        source: 'catalogue' as const,
      },
    };
    const eaters = ['6f1c2a9e-0000-4000-8000-000000000002'];
    expect(plannedMealOf(proposed, eaters)).toMatchObject({ recipeId: 'chakchouka', eaters });
    expect(plannedMealOf(proposed, undefined)).not.toHaveProperty('eaters');
  });

  it('plans the fridge’s leftovers as a meal without recipe, for the portions of its table', () => {
    const proposed = {
      date: '2026-12-01',
      time: '19:00',
      kind: 'leftovers' as const,
      title: 'Restes\u00a0: Lasagnes',
      reason: 'restes de lasagnes à finir avant jeudi',
      eaters: null,
      names: ['Camille', 'Lou'],
      fridge: [{ name: 'Restes\u00a0: Lasagnes', expirationDate: '2026-12-02' }],
      recipe: null,
      leftovers: {
        itemId: '6f1c2a9e-0000-4000-8000-0000000000aa',
        available: 2,
        portions: 2,
        people: 2,
        children: 1,
        enough: true,
      },
    };
    expect(plannedMealOf(proposed)).toEqual({
      recipeTitle: 'Restes\u00a0: Lasagnes',
      date: '2026-12-01',
      time: '19:00',
      servings: 2,
      portions: 2,
      children: 1,
      type: 'plat',
      recipeId: null,
    });
    expect(leftoversIn([proposed])).toEqual(['6f1c2a9e-0000-4000-8000-0000000000aa']);
  });

  it('plans a proposed meal with its recipe, for the servings proposed', () => {
    expect(
      plannedMealOf({
        date: '2026-12-01',
        time: '19:00',
        kind: 'recipe',
        title: 'Chakchouka',
        reason: '',
        eaters: null,
        names: [],
        fridge: [],
        recipe: {
          id: 'chakchouka',
          title: 'Chakchouka',
          description: 'Des œufs pochés dans une sauce tomate épicée.',
          imageUrl: '/images/plat.webp',
          preparationTime: 35,
          servings: 3,
          difficulty: 'facile',
          ingredients: ['4 œufs', '6 tomates'],
          instructions: ['Faites revenir.', 'Pochez les œufs.'],
          type: 'plat',
          source: 'catalogue',
        },
      }),
    ).toEqual({
      recipeTitle: 'Chakchouka',
      date: '2026-12-01',
      time: '19:00',
      servings: 3,
      type: 'plat',
      recipeId: 'chakchouka',
      recipe: {
        servings: 3,
        description: 'Des œufs pochés dans une sauce tomate épicée.',
        ingredients: ['4 œufs', '6 tomates'],
        instructions: ['Faites revenir.', 'Pochez les œufs.'],
      },
    });
  });
});
