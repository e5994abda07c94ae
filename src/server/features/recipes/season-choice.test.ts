import { describe, expect, it } from 'vitest';
import { DISH_TYPES, type DietaryRestriction } from '../../../shared/constants';
import { fitsMonth, recipeSeason, seasonMask } from '../../../shared/food/seasons';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';
import { CatalogueEngine, memoryOf } from './catalogue-engine';
import type { SuggestionRequest } from './recipe';
import { planWeek } from './week-planner';

/** A seeded generator: the same draws for the same seed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const outOfSeason = (id: string, month: number) =>
  recipeSeason(
    byId.get(id)!.ingredients.map(([ingredient]) => ingredient),
    month,
  ).outOfSeason;

const request = (overrides: Partial<SuggestionRequest> = {}): SuggestionRequest => ({
  type: 'plat',
  fridge: null,
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  difficulty: 'facile',
  servings: 4,
  seen: [],
  today: '2026-01-15',
  month: 1,
  ...overrides,
});

describe('seasonMask', () => {
  it('keeps the months where no local product is out of season, imports aside', () => {
    const asparagus = seasonMask(['asperge-verte', 'beurre']);
    expect(fitsMonth(asparagus, 5)).toBe(true);
    expect(fitsMonth(asparagus, 1)).toBe(false);
    // Pasta, cheese and a lemon (imported): every month.
    expect(seasonMask(['pates', 'parmesan', 'citron'])).toBe(0xfff);
    // A raw tomato salad: summer only.
    const salad = seasonMask(['tomate', 'oignon-rouge', 'basilic']);
    expect(fitsMonth(salad, 2)).toBe(false);
    expect(fitsMonth(salad, 8)).toBe(true);
  });
});

describe('seasons in the choice of a suggestion', () => {
  it.each([1, 2, 5, 8, 11])(
    'month %i: 40 seeded draws per dish type never pick produce out of season while one in season fits',
    async (month) => {
      const engine = new CatalogueEngine({ random: seeded(month) });
      for (const type of DISH_TYPES) {
        for (let draw = 1; draw <= 40; draw += 1) {
          const recipe = await engine.suggest(request({ type, month }));
          expect(outOfSeason(recipe.id, month), `${type} ${recipe.id}`).toEqual([]);
        }
      }
    },
  );

  it('a household regenerating all winter sees in-season plats first, the others only after', async () => {
    const engine = new CatalogueEngine({ random: seeded(7) });
    const restrictions: DietaryRestriction[] = ['vegan', 'glutenFree', 'nutFree'];
    const pool = engine.eligible({ type: 'plat', restrictions, avoidedFoods: [] });
    const fitting = pool.filter((entry) => fitsMonth(entry.seasons, 1)).length;
    expect(fitting).toBeGreaterThan(0);
    expect(fitting).toBeLessThan(pool.length);
    const seen: string[] = [];
    for (let index = 0; index < pool.length; index += 1) {
      const recipe = await engine.suggest(
        request({ restrictions, seen: [...seen], memory: memoryOf(seen) }),
      );
      seen.unshift(recipe.id);
    }
    const inOrder = [...seen].reverse();
    expect(new Set(inOrder).size).toBe(pool.length);
    // Every recipe in season came before every one out of season.
    const firstOut = inOrder.findIndex((id) => outOfSeason(id, 1).length > 0);
    expect(firstOut).toBe(fitting);
  });

  it('still serves asparagus in January when nothing in season fits', async () => {
    const only = byId.get('asperges-vertes-poelees-aux-noisettes')!;
    const potatoes: CatalogueRecipe = {
      ...only,
      id: 'pommes-de-terre-sautees-test',
      ingredients: [
        ['pomme-de-terre', 800, 'g'],
        ['beurre', 30, 'g'],
      ],
    };
    const engine = new CatalogueEngine({ recipes: [only, potatoes], random: seeded(3) });
    for (let seed = 0; seed < 20; seed += 1) {
      expect((await engine.suggest(request({ type: only.type }))).id).toBe(potatoes.id);
    }
    // Once the potatoes were shown, the asparagus rather than the same dish again.
    const next = await engine.suggest(request({ type: only.type, seen: [potatoes.id] }));
    expect(next.id).toBe(only.id);
    const alone = new CatalogueEngine({ recipes: [only] });
    expect((await alone.suggest(request({ type: only.type }))).id).toBe(only.id);
  });
});

describe('seasons in « Planifier ma semaine »', () => {
  it('plans 30 seeded January and February weeks without produce out of season', () => {
    const engine = new CatalogueEngine();
    for (const month of [1, 2]) {
      for (let seed = 1; seed <= 15; seed += 1) {
        const week = planWeek(
          engine,
          {
            slots: ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15'].map(
              (date) => ({ date, time: '19:00' }),
            ),
            restrictions: [],
            avoidedFoods: [],
            preferredFoods: [],
            difficulty: 'facile',
            servings: 4,
            fridge: [],
            around: [],
            exclude: [],
            month,
          },
          seeded(seed),
        );
        for (const meal of week)
          expect(outOfSeason(meal.recipe.id, month), meal.recipe.id).toEqual([]);
      }
    }
  });
});
