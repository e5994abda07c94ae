import { describe, expect, it } from 'vitest';
import { DISH_TYPES, type DietaryRestriction, type DishType } from '../../../shared/constants';
import { isAllowed, type Restriction } from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { ingredientById } from '../../../shared/food/taxonomy';
import { AppError } from '../../platform/errors';
import { CATALOGUE } from './catalogue';
import { CatalogueEngine, type CatalogueQuery } from './catalogue-engine';
import type { FridgeItem } from '../../../shared/inventory';
import type { SuggestionRequest } from './recipe';

const engine = new CatalogueEngine();
const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const ingredientsOf = (id: string) =>
  byId.get(id)!.ingredients.map(([ingredient]) => ingredientById(ingredient)!);

const request = (overrides: Partial<SuggestionRequest> = {}): SuggestionRequest => ({
  type: 'plat',
  fridge: null,
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  difficulty: 'facile',
  servings: 4,
  seen: [],
  today: '2026-11-22',
  ...overrides,
});

/** Asks like « Régénérer » does, `count` times, feeding the history back. */
async function walk(count: number, overrides: Partial<SuggestionRequest>) {
  const seen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const recipe = await engine.suggest(request({ ...overrides, seen: [...seen] }));
    seen.unshift(recipe.id);
  }
  return seen;
}

const COMBINATIONS: DietaryRestriction[][] = [
  ['vegetarian'],
  ['vegan'],
  ['glutenFree'],
  ['dairyFree'],
  ['nutFree'],
  ['halal'],
  ['kosher'],
  ['vegetarian', 'glutenFree'],
  ['vegan', 'nutFree'],
  ['halal', 'dairyFree'],
  ['kosher', 'glutenFree'],
  ['glutenFree', 'dairyFree', 'nutFree'],
];

describe('CatalogueEngine: hard constraints', () => {
  it.each(COMBINATIONS.map((combination) => [combination.join(' + '), combination] as const))(
    'never serves a recipe a « %s » household cannot eat, over 600 suggestions',
    async (_label, restrictions) => {
      for (const type of DISH_TYPES) {
        const shown = await walk(100, { type, restrictions });
        for (const id of shown) {
          for (const restriction of restrictions) {
            expect(isAllowed(ingredientsOf(id), restriction as Restriction), `${id}`).toBe(true);
          }
        }
      }
    },
  );

  it('never serves an avoided food, named by its name, plural, synonym or family', async () => {
    const avoidedFoods = ['champignons', 'Poisson', 'fromage', 'coriandre', 'cacahuètes'];
    const avoided = foodMatcher(avoidedFoods);
    for (const type of DISH_TYPES) {
      for (const id of await walk(60, { type, avoidedFoods })) {
        const offending = ingredientsOf(id).filter((ingredient) =>
          matchesFood(ingredient, avoided),
        );
        expect(
          offending.map((ingredient) => ingredient.id),
          id,
        ).toEqual([]);
      }
    }
  });

  it('says so plainly when nothing is left, rather than break a rule', async () => {
    const everything = ['viande', 'poisson', 'légumes', 'fruits', 'sucre', 'eau', 'lait', 'farine'];
    const failure = await engine
      .suggest(
        request({
          type: 'boisson',
          restrictions: ['vegan', 'glutenFree', 'nutFree'],
          avoidedFoods: [
            ...everything,
            ...CATALOGUE.flatMap((r) => r.ingredients.map(([id]) => id)),
          ],
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('NO_MATCHING_RECIPE');
  });
});

describe('CatalogueEngine: variety', () => {
  it.each(DISH_TYPES)('walks through every « %s » before repeating one', async (type: DishType) => {
    const pool = CATALOGUE.filter((recipe) => recipe.type === type).length;
    const shown = await walk(pool, { type });
    expect(new Set(shown).size).toBe(pool);
  });

  it('starts a new round without repeating the recipe just shown', async () => {
    const pool = engine.eligible({ type: 'dessert', restrictions: ['vegan'], avoidedFoods: [] });
    const seen = pool.map((entry) => entry.recipe.id);
    for (let index = 0; index < 20; index += 1) {
      const next = await engine.suggest(
        request({ type: 'dessert', restrictions: ['vegan'], seen }),
      );
      expect(next.id).not.toBe(seen[0]);
    }
  });
});

describe('CatalogueEngine: ranking', () => {
  const fridgeOf = (...items: Array<[string, string | null]>): FridgeItem[] =>
    items.map(([name, expirationDate]) => ({ name, quantity: 1, unit: 'unité', expirationDate }));

  it('in fridge mode, only serves recipes using something the fridge holds', async () => {
    const fridge = fridgeOf(['Courgettes', null]);
    for (const id of await walk(5, { type: 'plat', fridge })) {
      expect(
        ingredientsOf(id).some((ingredient) => ingredient.id === 'courgette'),
        id,
      ).toBe(true);
    }
  });

  it('in fridge mode, prefers what expires first', async () => {
    const fridge = fridgeOf(['Poireaux', '2026-11-30'], ['Épinards', '2026-11-23']);
    const first = await engine.suggest(request({ type: 'plat', fridge }));
    expect(
      ingredientsOf(first.id).some((ingredient) => ingredient.id === 'epinard'),
      first.id,
    ).toBe(true);
  });

  it('in fridge mode, serves recipes using the items asked first, over what expires sooner', async () => {
    const fridge = fridgeOf(['Poireaux', '2026-11-30'], ['Épinards', '2026-11-23']);
    fridge[0]!.priority = true;
    for (const id of await walk(5, { type: 'plat', fridge })) {
      expect(
        ingredientsOf(id).some((ingredient) => ingredient.id === 'poireau'),
        id,
      ).toBe(true);
    }
  });

  it('in fridge mode, says so when no recipe of the type uses the fridge', async () => {
    const fridge = fridgeOf(['Sauce inconnue du frigo', null]);
    await expect(engine.suggest(request({ type: 'plat', fridge }))).rejects.toMatchObject({
      code: 'NO_FRIDGE_RECIPE',
    });
  });

  it('ranks preferred foods first', async () => {
    const recipe = await engine.suggest(request({ type: 'plat', preferredFoods: ['poulet'] }));
    // Poultry as the engine reads « poulet » (its kinds, a chicken stock): ties between them
    // are drawn at random, and the season narrows the pool first.
    const liked = engine.idsMatching(['poulet']);
    expect(ingredientsOf(recipe.id).some((ingredient) => liked.has(ingredient.id))).toBe(true);
  });

  it('ranks the preferred difficulty first without excluding the others', async () => {
    const first = await engine.suggest(request({ type: 'plat', difficulty: 'difficile' }));
    expect(first.difficulty).toBe('difficile');
    const shown = await walk(CATALOGUE.filter((r) => r.type === 'plat').length, {
      type: 'plat',
      difficulty: 'difficile',
    });
    expect(new Set(shown.map((id) => byId.get(id)!.difficulty)).size).toBeGreaterThan(1);
  });

  it('scales every line to the household’s servings', async () => {
    const recipe = await engine.suggest(request({ type: 'dessert', servings: 8 }));
    const source = byId.get(recipe.id)!;
    expect(recipe.servings).toBe(8);
    expect(recipe.ingredients).toHaveLength(source.ingredients.length);
    expect(recipe.instructions).toHaveLength(source.steps.length);
    expect(recipe.instructions.join(' ')).not.toMatch(/ [:;!?]/);
    expect(recipe.preparationTime).toBe(source.time);
  });
});

describe('CatalogueEngine: search (the assistant)', () => {
  const query = (overrides: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
    types: ['plat'],
    restrictions: [],
    avoidedFoods: [],
    required: [],
    preferredFoods: [],
    fridge: null,
    maxMinutes: null,
    difficulty: null,
    usualDifficulty: 'facile',
    servings: 4,
    today: '2026-11-22',
    seen: [],
    ...overrides,
  });

  it('meets every constraint at once: type, diet, ingredient, time and servings', () => {
    const found = engine.search(
      query({ restrictions: ['vegetarian'], required: ['courgette'], maxMinutes: 60 }),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    for (const recipe of found) {
      expect(recipe.type).toBe('plat');
      expect(recipe.preparationTime).toBeLessThanOrEqual(60);
      expect(recipe.servings).toBe(4);
      const ingredients = ingredientsOf(recipe.id);
      expect(isAllowed(ingredients, 'vegetarian')).toBe(true);
      expect(ingredients.some((ingredient) => ingredient.id.includes('courgette'))).toBe(true);
    }
  });

  it('leaves out avoided foods and answers nothing rather than break a rule', () => {
    for (const recipe of engine.search(query({ types: ['dessert'], avoidedFoods: ['œufs'] }), 50)) {
      const matcher = foodMatcher(['œufs']);
      expect(ingredientsOf(recipe.id).some((ingredient) => matchesFood(ingredient, matcher))).toBe(
        false,
      );
    }
    expect(engine.search(query({ maxMinutes: 1 }))).toEqual([]);
  });

  it('only asks for the difficulty said, and shows recipes already seen last', () => {
    const hard = engine.search(query({ types: DISH_TYPES, difficulty: 'difficile' }), 500);
    expect(hard.length).toBeGreaterThan(0);
    expect(hard.every((recipe) => recipe.difficulty === 'difficile')).toBe(true);
    const first = engine.search(query({ types: ['dessert'] }), 1)[0]!;
    const next = engine.search(query({ types: ['dessert'], seen: [first.id] }), 1)[0]!;
    expect(next.id).not.toBe(first.id);
  });

  it('with the fridge, only recipes it helps with', () => {
    const fridge: FridgeItem[] = [
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2026-11-23' },
    ];
    const found = engine.search(query({ fridge }));
    expect(found.length).toBeGreaterThan(0);
    for (const recipe of found) {
      expect(
        ingredientsOf(recipe.id).some((ingredient) => ingredient.id.includes('courgette')),
      ).toBe(true);
    }
  });
});
