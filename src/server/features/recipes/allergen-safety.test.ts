import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeText, startFakeLlm } from '../../../../tests/support/fake-llm';
import { DISH_TYPES, RESTRICTIONS, type Restriction } from '../../../shared/constants';
import { isAllowed } from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { findIngredientsInText, ingredientById } from '../../../shared/food/taxonomy';
import { embeddedReply } from '../assistant';
import { AppError } from '../../platform/errors';
import { CATALOGUE } from './catalogue';
import { CatalogueEngine, present } from './catalogue-engine';
import { LlmEngine } from './llm-engine';
import type { Recipe, SuggestionRequest } from './recipe';
import { safetyOf } from './safety';
import { planWeek } from './week-planner';

/**
 * Every allergy and diet, from every source of recipes, over many draws: nothing a person at
 * the table may not eat is ever offered. A seeded generator keeps each run reproducible.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
const ingredientsOf = (id: string) =>
  byId.get(id)!.ingredients.map(([ingredient]) => ingredientById(ingredient)!);

/** Foods households write in « Aliments à éviter ». */
const AVOIDED = ['champignons', 'poisson', 'tomates', 'fromage', 'porc', 'oignon', 'noix'];

function respects(recipe: Recipe, restriction: Restriction, avoided: string[]): boolean {
  const ingredients = ingredientsOf(recipe.id);
  const matcher = foodMatcher(avoided);
  return (
    isAllowed(ingredients, restriction) &&
    !ingredients.some((ingredient) => matchesFood(ingredient, matcher))
  );
}

const request = (restriction: Restriction, avoided: string[]): SuggestionRequest => ({
  type: 'plat',
  fridge: null,
  restrictions: [restriction],
  avoidedFoods: avoided,
  preferredFoods: [],
  dislikedFoods: [],
  difficulty: 'facile',
  servings: 4,
  seen: [],
  today: '2026-11-25',
});

describe.each(RESTRICTIONS)('« %s » holds', (restriction) => {
  const random = seeded(RESTRICTIONS.indexOf(restriction) + 1);
  const engine = new CatalogueEngine({ random });
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  it('in the catalogue’s suggestions, every type, many draws', async () => {
    let offered = 0;
    for (const type of DISH_TYPES) {
      const seen: string[] = [];
      for (let draw = 0; draw < 25; draw += 1) {
        const avoided = random() < 0.5 ? [pick(AVOIDED)] : [];
        try {
          const recipe = await engine.suggest({ ...request(restriction, avoided), type, seen });
          expect(respects(recipe, restriction, avoided), `${type}: ${recipe.id}`).toBe(true);
          seen.unshift(recipe.id);
          offered += 1;
        } catch (error) {
          // Refusing is safe; anything else is not.
          expect(error).toBeInstanceOf(AppError);
        }
      }
    }
    // A diet that runs out would be a catalogue problem, not a safe one.
    expect(offered).toBeGreaterThan(0);
  });

  it('in « Planifier ma semaine »', () => {
    for (let week = 0; week < 4; week += 1) {
      const avoided = [pick(AVOIDED)];
      const slots = Array.from({ length: 7 }, (_, day) => ({
        date: `2026-12-0${day + 1}`,
        time: '19:00',
      }));
      let choices: ReturnType<typeof planWeek>;
      try {
        choices = planWeek(
          engine,
          { ...request(restriction, avoided), slots, fridge: [], around: [], exclude: [] },
          random,
        );
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        continue;
      }
      for (const { recipe } of choices) {
        expect(respects(recipe, restriction, avoided), recipe.id).toBe(true);
      }
    }
  });

  it('in the embedded Assistant Chef’s answers', () => {
    const messages = [
      'Une idée de dessert',
      'Trois plats rapides',
      'Une entrée avec des noix',
      'Un apéro avec des crevettes',
      'Quelque chose au pesto',
      'Une recette avec du tofu et du sésame',
      'Un plat au vin blanc',
    ];
    for (const message of messages) {
      const avoided = [pick(AVOIDED)];
      const reply = embeddedReply(engine, message, {
        ...request(restriction, avoided),
        dislikedFoods: [],
        names: ['Noé'],
        fridge: [],
        seen: [],
      });
      for (const recipe of reply.recipes) {
        expect(respects(recipe, restriction, avoided), `${message}: ${recipe.id}`).toBe(true);
        expect(
          safetyOf(recipe, {
            names: ['Noé'],
            restrictions: [restriction],
            avoidedFoods: avoided,
          }).line,
        ).toContain('Pour Noé · ');
      }
    }
  });
});

/** A recipe a language model might write that hides the allergen in a prepared ingredient. */
const HIDDEN: Partial<Record<Restriction, string>> = {
  nutFree: '2 càs de pesto',
  peanutFree: '2 càs d’huile d’arachide',
  glutenFree: '200 g de farine',
  dairyFree: '30 g de beurre',
  eggFree: '2 càs de mayonnaise',
  fishFree: '4 filets d’anchois',
  crustaceanFree: '200 g de crevettes',
  molluscFree: '500 g de moules',
  soyFree: '2 càs de sauce soja',
  sesameFree: '2 càs de tahini',
  celeryFree: '1 branche de céleri',
  mustardFree: '1 càs de moutarde',
  sulphiteFree: '10 cl de vin blanc',
  vegetarian: '200 g de lardons',
  vegan: '2 œufs',
  halal: '200 g de lardons',
  kosher: '200 g de crevettes',
};

describe('the language-model engine, through a local test server', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());

  const engine = () =>
    new LlmEngine({
      baseUrl: llm.baseUrl,
      apiKey: 'test-key',
      model: 'test',
      logger: pino({ level: 'silent' }),
      sleep: () => Promise.resolve(),
      random: () => 0.5,
    });

  const SAFE = recipeText('Riz aux courgettes', ['200 g de riz', '2 courgettes', '1 oignon']);

  it.each(Object.entries(HIDDEN))(
    'never answers a recipe that hides what « %s » forbids (%s)',
    async (restriction, line) => {
      llm.answer(
        { content: recipeText('Plat du jour', ['300 g de riz', line]) },
        { content: SAFE },
      );
      const recipe = await engine().suggest(request(restriction as Restriction, []));
      expect(recipe.title).toBe('Riz aux courgettes');
      expect(recipe.ingredients).not.toContain(line);
    },
  );

  it('gives up in French rather than answer an unsafe recipe', async () => {
    llm.answer({ content: recipeText('Pâtes au pesto', ['200 g de pâtes', '2 càs de pesto']) });
    await expect(engine().suggest(request('nutFree', []))).rejects.toMatchObject({
      code: 'GENERATION_FAILED',
    });
  });
});

describe('the catalogue’s cards', () => {
  it('read every line of every recipe, so a catalogue recipe is never « to check »', () => {
    const unread: string[] = [];
    for (const recipe of CATALOGUE) {
      for (const line of present(recipe, 4).ingredients) {
        if (findIngredientsInText(line).length === 0) unread.push(`${recipe.id}: ${line}`);
      }
    }
    expect(unread).toEqual([]);
  });

  it('claim exactly what the ingredients respect, for every restriction (never a false alarm)', () => {
    const wrong: string[] = [];
    for (const recipe of CATALOGUE) {
      const shown = present(recipe, 4);
      const ingredients = ingredientsOf(recipe.id);
      for (const restriction of RESTRICTIONS) {
        const { line } = safetyOf(shown, {
          names: ['Noé'],
          restrictions: [restriction],
          avoidedFoods: [],
        });
        const claimed = line !== 'Pour Noé';
        if (claimed !== isAllowed(ingredients, restriction)) {
          wrong.push(`${recipe.id} / ${restriction}: ${line}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
