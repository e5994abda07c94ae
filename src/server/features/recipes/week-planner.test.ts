import { describe, expect, it } from 'vitest';
import type { DietaryRestriction } from '../../../shared/constants';
import { isAllowed, type Restriction } from '../../../shared/food/diet';
import { ingredientById, kindsOf } from '../../../shared/food/taxonomy';
import type { WeekPlanSlot } from '../../../shared/week-plan';
import { AppError } from '../../platform/errors';
import { CATALOGUE } from './catalogue';
import { CatalogueEngine } from './catalogue-engine';
import type { FridgeItem } from '../../../shared/inventory';
import { planWeek, type WeekPlanQuery } from './week-planner';
import { costBandOf } from './cost-band';

const engine = new CatalogueEngine();
const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const ingredientsOf = (id: string) =>
  byId.get(id)!.ingredients.map(([ingredient]) => ingredientById(ingredient)!);

/** A seeded generator: the same week for the same seed, another for another seed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Monday 30 November to Sunday 6 December 2026.
const WEEK = ['30', '01', '02', '03', '04', '05', '06'].map((day, index) =>
  index === 0 ? `2026-11-${day}` : `2026-12-${day}`,
);
const dinners = (dates: readonly string[] = WEEK): WeekPlanSlot[] =>
  dates.map((date) => ({ date, time: '19:00' }));

const query = (overrides: Partial<WeekPlanQuery> = {}): WeekPlanQuery => ({
  slots: dinners(),
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  difficulty: 'facile',
  servings: 4,
  fridge: [],
  around: [],
  exclude: [],
  ...overrides,
});

/** The general kind of a recipe's first fresh ingredient, as the planner varies it. */
const mainOf = (id: string) => {
  const first = ingredientsOf(id).find((ingredient) => !ingredient.staple)!;
  return kindsOf(first).at(-1);
};

describe('planWeek', () => {
  it('fills every chosen meal with a different main course, in date order', () => {
    const week = planWeek(engine, query({ slots: dinners([...WEEK].reverse()) }), seeded(1));
    expect(week.map((meal) => meal.slot.date)).toEqual(WEEK);
    expect(week.every((meal) => meal.recipe.type === 'plat')).toBe(true);
    expect(new Set(week.map((meal) => meal.recipe.id)).size).toBe(7);
    expect(week.every((meal) => meal.recipe.servings === 4)).toBe(true);
  });

  it('varies the main ingredient across the week, whatever the draw', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const week = planWeek(engine, query(), seeded(seed));
      const mains = week.map((meal) => mainOf(meal.recipe.id));
      expect(new Set(mains).size, `seed ${seed}: ${mains.join(', ')}`).toBe(7);
    }
  });

  it('never serves the same animal protein two days running', () => {
    const protein = (id: string) => {
      const flags = new Set(ingredientsOf(id).flatMap((ingredient) => ingredient.flags ?? []));
      if (flags.has('fish') || flags.has('shellfish')) return 'poisson';
      if (flags.has('poultry')) return 'volaille';
      if (flags.has('pork')) return 'porc';
      if (flags.has('meat')) return 'viande';
      return null;
    };
    for (let seed = 1; seed <= 20; seed += 1) {
      const proteins = planWeek(engine, query(), seeded(seed)).map((meal) =>
        protein(meal.recipe.id),
      );
      for (let day = 1; day < proteins.length; day += 1) {
        if (proteins[day] === null) continue;
        expect(proteins[day], `seed ${seed}: ${proteins.join(', ')}`).not.toBe(proteins[day - 1]);
      }
    }
  });

  it('keeps long recipes for the weekend', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const week = planWeek(engine, query(), seeded(seed));
      const weekdays = week.slice(0, 5).map((meal) => meal.recipe.preparationTime);
      expect(Math.max(...weekdays), `seed ${seed}`).toBeLessThanOrEqual(60);
    }
  });

  it('respects every restriction and avoided food of the table', () => {
    const combinations: DietaryRestriction[][] = [
      ['vegetarian'],
      ['vegan'],
      ['glutenFree', 'dairyFree'],
      ['halal', 'nutFree'],
    ];
    for (const restrictions of combinations) {
      const week = planWeek(
        engine,
        query({ restrictions, avoidedFoods: ['champignons', 'tomate'] }),
        seeded(3),
      );
      expect(week).toHaveLength(7);
      for (const meal of week) {
        const ingredients = ingredientsOf(meal.recipe.id);
        for (const restriction of restrictions) {
          expect(isAllowed(ingredients, restriction as Restriction), meal.recipe.id).toBe(true);
        }
        const names = ingredients.flatMap((ingredient) => kindsOf(ingredient));
        expect(names, meal.recipe.id).not.toContain('tomate');
        expect(names, meal.recipe.id).not.toContain('champignon');
      }
    }
  });

  it('cooks first what expires first, and never counts on an item gone off by then', () => {
    const fridge: FridgeItem[] = [
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2026-11-30' },
      { name: 'Saumon', quantity: 400, unit: 'g', expirationDate: '2026-12-02' },
      // Gone off before Thursday: no meal from Thursday on is chosen for it.
      { name: 'Poireaux', quantity: 2, unit: 'unité', expirationDate: '2026-12-01' },
    ];
    for (let seed = 1; seed <= 10; seed += 1) {
      const week = planWeek(engine, query({ fridge, slots: dinners(WEEK.slice(3)) }), seeded(seed));
      expect(week.flatMap((meal) => meal.fridge.map((item) => item.name))).toEqual([]);

      const full = planWeek(engine, query({ fridge }), seeded(seed));
      const monday = full[0]!;
      expect(
        monday.fridge.map((item) => item.name),
        `seed ${seed}`,
      ).toContain('Courgettes');
      const salmon = full.findIndex((meal) => meal.fridge.some((item) => item.name === 'Saumon'));
      expect(salmon, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(salmon, `seed ${seed}`).toBeLessThanOrEqual(2);
      // An item is counted once: the meals after the one that used it look elsewhere.
      const users = full.filter((meal) => meal.fridge.some((item) => item.name === 'Courgettes'));
      expect(users).toHaveLength(1);
    }
  });

  it('cooks on its last day an item that expires then, before a dish using two that can wait', () => {
    // A dish using the leeks and the salmon (two items, a day or two left) must not take Monday
    // from the courgettes, whose last day it is.
    const withLeeksAndSalmon = new CatalogueEngine({
      recipes: [
        ...CATALOGUE,
        {
          id: 'essai-poireaux-saumon',
          title: 'Essai poireaux et saumon',
          description: 'Un plat d’essai qui utilise les poireaux et le saumon du frigo.',
          time: 30,
          servings: 4,
          difficulty: 'facile',
          type: 'plat',
          ingredients: [
            ['poireau', 2],
            ['saumon', 400, 'g'],
          ],
          steps: ['Faites fondre les poireaux.', 'Ajoutez le saumon et laissez cuire 10 minutes.'],
        },
      ],
    });
    const fridge: FridgeItem[] = [
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2026-11-30' },
      { name: 'Saumon', quantity: 400, unit: 'g', expirationDate: '2026-12-02' },
      { name: 'Poireaux', quantity: 2, unit: 'unité', expirationDate: '2026-12-01' },
    ];
    for (let seed = 1; seed <= 10; seed += 1) {
      const [monday] = planWeek(withLeeksAndSalmon, query({ fridge }), seeded(seed));
      expect(
        monday!.fridge.map((item) => item.name),
        `seed ${seed}`,
      ).toContain('Courgettes');
    }
  });

  it('leaves the meals around alone: their recipes, their main ingredients, their fridge items', () => {
    const salmon = 'saumon-en-papillote-au-citron-et-a-l-aneth';
    expect(byId.has(salmon)).toBe(true);
    const fridge: FridgeItem[] = [
      { name: 'Saumon', quantity: 400, unit: 'g', expirationDate: '2026-12-03' },
    ];
    for (let seed = 1; seed <= 10; seed += 1) {
      // Salmon on Wednesday, planned already: the other days have none, nor its fish.
      const week = planWeek(
        engine,
        query({
          fridge,
          slots: dinners(WEEK.filter((date) => date !== '2026-12-02')),
          around: [{ date: '2026-12-02', recipeId: salmon }],
        }),
        seeded(seed),
      );
      expect(week.map((meal) => meal.recipe.id)).not.toContain(salmon);
      expect(week.some((meal) => mainOf(meal.recipe.id) === 'saumon')).toBe(false);
      expect(week.flatMap((meal) => meal.fridge)).toEqual([]);
    }
  });

  it('proposes something else for a meal turned down, and asking again changes the week', () => {
    const first = planWeek(engine, query({ slots: dinners(WEEK.slice(0, 1)) }), seeded(5));
    const turnedDown = first[0]!.recipe.id;
    for (let seed = 1; seed <= 10; seed += 1) {
      const other = planWeek(
        engine,
        query({ slots: dinners(WEEK.slice(0, 1)), exclude: [turnedDown] }),
        seeded(seed),
      );
      expect(other[0]!.recipe.id).not.toBe(turnedDown);
    }
    const weeks = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        planWeek(engine, query(), seeded(seed))
          .map((meal) => meal.recipe.id)
          .join(),
      ),
    );
    expect(weeks.size).toBeGreaterThan(1);
  });

  it('refuses when no main course suits the table', () => {
    const everything = CATALOGUE.flatMap((recipe) => recipe.ingredients.map(([id]) => id));
    const refusal = (() => {
      try {
        return planWeek(engine, query({ restrictions: ['vegan'], avoidedFoods: everything }));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('NO_MATCHING_RECIPE');
  });

  it('follows the Assistant Chef’s wishes: « pas cher » by cost band, « rapide » in 30 minutes', () => {
    const bands = (wishes?: WeekPlanQuery['wishes']) =>
      planWeek(engine, query(wishes ? { wishes } : {}), seeded(3)).map(({ recipe }) =>
        costBandOf(recipe.id),
      );
    const cheap = bands({ cheap: true });
    expect(cheap.every((band) => band === 1)).toBe(true);
    const quick = planWeek(engine, query({ wishes: { quick: true } }), seeded(3));
    for (const { recipe } of quick) expect(recipe.preparationTime).toBeLessThanOrEqual(30);
  });
});
