import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import { DIFFICULTIES } from '../../../shared/constants';
import { compatibleRestrictions, type Restriction } from '../../../shared/food/diet';
import { foodMatcher, matchesFood, type FoodMatcher } from '../../../shared/food/food-matcher';
import { findIngredient, ingredientById, kindsOf } from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';
import { AppError } from '../errors';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';
import { imageFor } from './images';
import { formatIngredientLine } from './ingredient-lines';
import type { FridgeItem, Recipe, RecipeEngine, SuggestionRequest } from './recipe';

/** A catalogue recipe with what the engine computes once: its ingredients and diets. */
interface IndexedRecipe {
  readonly recipe: CatalogueRecipe;
  readonly ingredients: readonly Ingredient[];
  /** The ingredients a fridge can supply (staples such as salt or oil left out). */
  readonly fresh: readonly Ingredient[];
  readonly diets: ReadonlySet<Restriction>;
}

function index(recipe: CatalogueRecipe): IndexedRecipe {
  const ingredients = recipe.ingredients.map(([id]) => {
    const ingredient = ingredientById(id);
    // The catalogue test guarantees this never happens in the shipped catalogue.
    if (!ingredient) throw new Error(`Ingrédient inconnu dans ${recipe.id} : ${id}`);
    return ingredient;
  });
  return {
    recipe,
    ingredients,
    fresh: ingredients.filter((ingredient) => !ingredient.staple),
    diets: new Set(compatibleRestrictions(ingredients)),
  };
}

const DAY = 86_400_000;

/** How much a fridge item should be used first: soon-to-expire items weigh more. */
function urgency(item: FridgeItem, today: string): number {
  if (!item.expirationDate) return 1;
  const days = (Date.parse(item.expirationDate) - Date.parse(today)) / DAY;
  if (days < 0) return 1;
  if (days <= 2) return 3;
  if (days <= 5) return 2;
  return 1;
}

interface FridgeStock {
  ingredient: Ingredient;
  weight: number;
}

function stockOf(fridge: readonly FridgeItem[], today: string): FridgeStock[] {
  const stock = new Map<string, FridgeStock>();
  for (const item of fridge) {
    const ingredient = findIngredient(item.name);
    if (!ingredient) continue;
    const weight = urgency(item, today);
    const known = stock.get(ingredient.id);
    if (!known || known.weight < weight) stock.set(ingredient.id, { ingredient, weight });
  }
  return [...stock.values()];
}

/** The fridge holds an ingredient when one is a kind of the other (tomates cerises ↔ tomate). */
function supplies(stock: FridgeStock, needed: Ingredient): boolean {
  return (
    kindsOf(needed).includes(stock.ingredient.id) || kindsOf(stock.ingredient).includes(needed.id)
  );
}

/** Computes a value once per ingredient: recipes share ingredients, the catalogue can be large. */
function perIngredient<T>(compute: (ingredient: Ingredient) => T): (ingredient: Ingredient) => T {
  const known = new Map<string, T>();
  return (ingredient) => {
    if (known.has(ingredient.id)) return known.get(ingredient.id)!;
    const value = compute(ingredient);
    known.set(ingredient.id, value);
    return value;
  };
}

/** Share of the recipe's fresh ingredients the fridge holds, weighted by urgency (0 when none). */
function fridgeCoverage(
  entry: IndexedRecipe,
  weightOf: (ingredient: Ingredient) => number,
): number {
  if (entry.fresh.length === 0) return 0;
  let covered = 0;
  for (const needed of entry.fresh) covered += weightOf(needed);
  return covered / entry.fresh.length;
}

function difficultyScore(recipe: Difficulty, wanted: Difficulty): number {
  return 2 - Math.abs(DIFFICULTIES.indexOf(recipe) - DIFFICULTIES.indexOf(wanted));
}

function allowedBy(
  entry: IndexedRecipe,
  restrictions: readonly DietaryRestriction[],
  isAvoided: (ingredient: Ingredient) => boolean,
) {
  for (const restriction of restrictions) {
    if (restriction !== 'none' && !entry.diets.has(restriction)) return false;
  }
  return !entry.ingredients.some(isAvoided);
}

const matching = (matcher: FoodMatcher) =>
  perIngredient((ingredient) => matchesFood(ingredient, matcher));

export interface CatalogueEngineOptions {
  recipes?: readonly CatalogueRecipe[];
  /** For tests: a deterministic tie-break. */
  random?: () => number;
}

/** Popote's embedded engine: hard constraints first, then the household's tastes and fridge. */
export class CatalogueEngine implements RecipeEngine {
  readonly name = 'catalogue';
  private readonly byType: ReadonlyMap<DishType, readonly IndexedRecipe[]>;
  private readonly random: () => number;

  constructor(options: CatalogueEngineOptions = {}) {
    const byType = new Map<DishType, IndexedRecipe[]>();
    for (const recipe of options.recipes ?? CATALOGUE) {
      const list = byType.get(recipe.type) ?? [];
      list.push(index(recipe));
      byType.set(recipe.type, list);
    }
    this.byType = byType;
    this.random = options.random ?? Math.random;
  }

  /** The recipes of a type that respect every restriction and avoided food. */
  eligible(request: Pick<SuggestionRequest, 'type' | 'restrictions' | 'avoidedFoods'>) {
    const isAvoided = matching(foodMatcher(request.avoidedFoods));
    return (this.byType.get(request.type) ?? []).filter((entry) =>
      allowedBy(entry, request.restrictions, isAvoided),
    );
  }

  // Async like every engine: a refusal is a rejected promise, never a synchronous throw.
  async suggest(request: SuggestionRequest): Promise<Recipe> {
    return this.pick(request);
  }

  private pick(request: SuggestionRequest): Recipe {
    let candidates = this.eligible(request);
    if (candidates.length === 0) throw new AppError('NO_MATCHING_RECIPE');

    const stock = request.fridge ? stockOf(request.fridge, request.today) : null;
    const coverage = new Map<IndexedRecipe, number>();
    if (stock) {
      const weightOf = perIngredient((needed) =>
        Math.max(0, ...stock.filter((item) => supplies(item, needed)).map((item) => item.weight)),
      );
      for (const entry of candidates) coverage.set(entry, fridgeCoverage(entry, weightOf));
      candidates = candidates.filter((entry) => (coverage.get(entry) ?? 0) > 0);
      if (candidates.length === 0) throw new AppError('NO_FRIDGE_RECIPE');
    }

    // A new round starts once every eligible recipe was shown (never the last one again).
    const seen = new Set(request.seen);
    let fresh = candidates.filter((entry) => !seen.has(entry.recipe.id));
    if (fresh.length === 0) {
      fresh = candidates.filter((entry) => entry.recipe.id !== request.seen[0]);
      if (fresh.length === 0) fresh = candidates;
    }

    const isPreferred = matching(foodMatcher(request.preferredFoods));
    const score = (entry: IndexedRecipe) =>
      10 * (coverage.get(entry) ?? 0) +
      2 * entry.ingredients.filter(isPreferred).length +
      difficultyScore(entry.recipe.difficulty, request.difficulty);

    let best = -Infinity;
    let top: IndexedRecipe[] = [];
    for (const entry of fresh) {
      const value = score(entry);
      if (value > best + 1e-9) {
        best = value;
        top = [entry];
      } else if (Math.abs(value - best) <= 1e-9) top.push(entry);
    }
    const chosen = top[Math.min(top.length - 1, Math.floor(this.random() * top.length))]!;
    return present(chosen.recipe, request.servings);
  }
}

/** French spacing: a no-break space before « : », a narrow one before « ; ! ? ». */
export function frenchSpacing(text: string): string {
  return text.replace(/ :/g, '\u00a0:').replace(/ ([;!?])/g, '\u202f$1');
}

/** The catalogue recipe as the app shows it, quantities scaled to the household. */
export function present(recipe: CatalogueRecipe, servings: number): Recipe {
  const factor = servings / recipe.servings;
  return {
    id: recipe.id,
    title: frenchSpacing(recipe.title),
    description: frenchSpacing(recipe.description),
    imageUrl: imageFor(recipe.type, recipe.id),
    preparationTime: recipe.time,
    servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((tuple) => formatIngredientLine(tuple, factor)),
    instructions: recipe.steps.map(frenchSpacing),
    type: recipe.type,
    source: 'catalogue',
  };
}
