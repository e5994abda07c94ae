import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import { DIFFICULTIES } from '../../../shared/constants';
import {
  compatibleRestrictions,
  FORBIDDEN_FLAGS,
  type Restriction,
} from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import {
  findIngredient,
  ingredientById,
  kindsOf,
  normalizeFoodText,
  singular,
} from '../../../shared/food/taxonomy';
import { fitsMonth, recipeSeason, seasonMask, zurichMonth } from '../../../shared/food/seasons';
import type { Ingredient } from '../../../shared/food/types';
import { AppError } from '../../platform/errors';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';
import { catalogueIllustration } from './images';
import { costBandOf, recipeCostBandOf } from './cost-band';
import { isSpicyRecipe } from './spicy';
import { occasionsOf } from './occasions';
import { formatIngredientLine } from './ingredient-lines';
import type { FridgeItem } from '../../../shared/inventory';
import type { Recipe, RecipeEngine, SuggestionRequest } from './recipe';
import type { IndexedRecipe, RecipeMemory } from './indexed-recipe';

export type { IndexedRecipe, RecipeMemory };

const RESTRICTION_BITS = new Map<DietaryRestriction, number>(
  (Object.keys(FORBIDDEN_FLAGS) as Restriction[]).map((restriction, bit) => [
    restriction,
    1 << bit,
  ]),
);

const dietMask = (restrictions: readonly DietaryRestriction[]) =>
  restrictions.reduce((mask, restriction) => mask | (RESTRICTION_BITS.get(restriction) ?? 0), 0);

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
    diets: dietMask(compatibleRestrictions(ingredients)),
    difficulty: DIFFICULTIES.indexOf(recipe.difficulty),
    seasons: seasonMask(recipe.ingredients.map(([id]) => id)),
  };
}

/**
 * A recipe the engine indexes beside the catalogue (a household's own one): its foods are those
 * of its recognised lines, its diets computed from them (none vouched when it is unverified).
 */
export function indexedRecipe(
  recipe: CatalogueRecipe,
  ingredients: readonly Ingredient[],
  options: { unverified: boolean; show: (servings: number, month: number) => Recipe },
): IndexedRecipe {
  return {
    recipe,
    ingredients,
    fresh: ingredients.filter((ingredient) => !ingredient.staple),
    diets: options.unverified ? 0 : dietMask(compatibleRestrictions(ingredients)),
    difficulty: DIFFICULTIES.indexOf(recipe.difficulty),
    seasons: seasonMask(ingredients.map((ingredient) => ingredient.id)),
    unverified: options.unverified,
    show: options.show,
  };
}

/**
 * Whether the choice treats a recipe as in season this month: none of its fresh local produce
 * is out of season — or what is, the fridge already holds (bought, it is to be used).
 */
export function seasonable(
  entry: IndexedRecipe,
  month: number,
  held: ReadonlySet<string> = new Set(),
): boolean {
  if (fitsMonth(entry.seasons, month)) return true;
  if (held.size === 0) return false;
  return entry.fresh.every(
    (ingredient) => fitsMonth(ingredientSeason(ingredient.id), month) || held.has(ingredient.id),
  );
}

const ingredientSeasons = new Map<string, number>();
/** An ingredient's season mask, computed once. */
function ingredientSeason(id: string): number {
  let mask = ingredientSeasons.get(id);
  if (mask === undefined) {
    mask = seasonMask([id]);
    ingredientSeasons.set(id, mask);
  }
  return mask;
}

/** The ids of the ingredients the fridge supplies, among those `candidates` need. */
export function suppliedIds(
  candidates: readonly IndexedRecipe[],
  fridge: readonly FridgeItem[],
  today: string,
): Set<string> {
  const stock = stockOf(fridge, today);
  const supplied = new Set<string>();
  if (stock.length === 0) return supplied;
  const checked = new Set<string>();
  for (const entry of candidates) {
    for (const needed of entry.fresh) {
      if (checked.has(needed.id)) continue;
      checked.add(needed.id);
      if (stock.some((item) => supplies(item, needed))) supplied.add(needed.id);
    }
  }
  return supplied;
}

/** The recipe as the app shows it, for `servings` and the season of `month`. */
export const shown = (entry: IndexedRecipe, servings: number, month: number = zurichMonth()) =>
  entry.show ? entry.show(servings, month) : present(entry.recipe, servings, month);

/** Memory in bands: recipes seen about as long ago count alike, so tastes still rank them. */
const MEMORY_BANDS = 6;

/** The memory of a list of ids shown, newest first (the assistant's, a test's). */
export function memoryOf(seen: readonly string[]): RecipeMemory {
  const memory = new Map<string, number>();
  seen.forEach((id, position) => {
    if (!memory.has(id)) memory.set(id, 1 - position / (seen.length + 1));
  });
  return memory;
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

/** One ingredient stands for the other when one is a kind of the other (tomates cerises ↔ tomate). */
export function related(a: Ingredient, b: Ingredient): boolean {
  return kindsOf(a).includes(b.id) || kindsOf(b).includes(a.id);
}

function supplies(stock: FridgeStock, needed: Ingredient): boolean {
  return related(stock.ingredient, needed);
}

/** Share of the recipe's fresh ingredients the fridge holds, weighted by urgency (0 when none). */
function fridgeCoverage(entry: IndexedRecipe, weights: ReadonlyMap<string, number>): number {
  if (entry.fresh.length === 0) return 0;
  let covered = 0;
  for (const needed of entry.fresh) covered += weights.get(needed.id) ?? 0;
  return covered / entry.fresh.length;
}

/** The words of a title as dish words are compared: normalized and singular. */
function titleKeys(title: string): string[] {
  return normalizeFoodText(title).split(' ').filter(Boolean).map(singular);
}

/** A small least-recently-used memo. */
class Memo<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}

  get(key: string, compute: () => T): T {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** What the assistant asks the catalogue: hard constraints, then what ranks the rest. */
export interface CatalogueQuery {
  /** Any of these types (never empty). */
  types: readonly DishType[];
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  /** Taxonomy ids each recipe must contain (a kind of one counts: tomate ↔ tomates cerises). */
  required: readonly string[];
  /** Taxonomy ids of which each recipe must contain at least one; more rank higher. */
  wanted?: readonly string[];
  /** Dish words (normalized, singular: 'soupe', 'gratin') of which the title must hold one. */
  titleWords?: readonly string[];
  preferredFoods: readonly string[];
  /** « N'aime pas »: ranks lower. */
  dislikedFoods?: readonly string[];
  /** When set: only recipes the fridge helps with, those it helps most first. */
  fridge: readonly FridgeItem[] | null;
  maxMinutes: number | null;
  /** Asked for explicitly: only this difficulty. */
  difficulty: Difficulty | null;
  /** The household's usual difficulty, which ranks the rest. */
  usualDifficulty: Difficulty;
  servings: number;
  /** 'YYYY-MM-DD', for expiry dates. */
  today: string;
  /** Recipes already shown (in the conversation): offered only when nothing else fits. */
  seen: readonly string[];
  /**
   * The household's own recipes (« Mes recettes », `ownRecipesFor`), searched with the same
   * rules; a « Recette non vérifiée » never for a table with a restriction or food to avoid.
   */
  own?: readonly IndexedRecipe[];
}

export interface CatalogueEngineOptions {
  recipes?: readonly CatalogueRecipe[];
  /** For tests: a deterministic tie-break. */
  random?: () => number;
}

/** Popote's embedded engine: hard constraints first, then the household's tastes and fridge. */
export class CatalogueEngine implements RecipeEngine {
  readonly name = 'catalogue';
  private readonly byType: ReadonlyMap<DishType, readonly IndexedRecipe[]>;
  /** Every ingredient the catalogue uses, once: foods are matched against these, not per recipe. */
  private readonly ingredients: readonly Ingredient[];
  private readonly random: () => number;
  // Households ask again and again with the same preferences: their lists are kept a while.
  private readonly matches = new Memo<ReadonlySet<string>>(500);
  private readonly eligibleLists = new Memo<readonly IndexedRecipe[]>(200);

  constructor(options: CatalogueEngineOptions = {}) {
    const byType = new Map<DishType, IndexedRecipe[]>();
    const ingredients = new Map<string, Ingredient>();
    for (const recipe of options.recipes ?? CATALOGUE) {
      const entry = index(recipe);
      for (const ingredient of entry.ingredients) ingredients.set(ingredient.id, ingredient);
      const list = byType.get(recipe.type) ?? [];
      list.push(entry);
      byType.set(recipe.type, list);
    }
    this.byType = byType;
    this.ingredients = [...ingredients.values()];
    this.random = options.random ?? Math.random;
  }

  /** The ids of the catalogue's ingredients that are one of the foods. */
  idsMatching(foods: readonly string[]): ReadonlySet<string> {
    if (foods.length === 0) return new Set();
    return this.matches.get(JSON.stringify(foods), () => {
      const matcher = foodMatcher(foods);
      return new Set(
        this.ingredients
          .filter((ingredient) => matchesFood(ingredient, matcher))
          .map((ingredient) => ingredient.id),
      );
    });
  }

  /**
   * Those of `own` (a household's recipes) of the type that respect every restriction and
   * avoided food, and are fully checked when the table has any of them.
   */
  eligibleOwn(
    own: readonly IndexedRecipe[],
    request: Pick<SuggestionRequest, 'type' | 'restrictions' | 'avoidedFoods'>,
  ): IndexedRecipe[] {
    if (own.length === 0) return [];
    const required = dietMask(request.restrictions);
    const demanding = request.restrictions.length > 0 || request.avoidedFoods.length > 0;
    const matcher = request.avoidedFoods.length > 0 ? foodMatcher(request.avoidedFoods) : null;
    return own.filter(
      (entry) =>
        entry.recipe.type === request.type &&
        !(demanding && entry.unverified) &&
        (entry.diets & required) === required &&
        (!matcher || !entry.ingredients.some((ingredient) => matchesFood(ingredient, matcher))),
    );
  }

  /** The recipes of a type that respect every restriction and avoided food. */
  eligible(
    request: Pick<SuggestionRequest, 'type' | 'restrictions' | 'avoidedFoods'>,
  ): readonly IndexedRecipe[] {
    const required = dietMask(request.restrictions);
    const key = JSON.stringify([request.type, required, request.avoidedFoods]);
    return this.eligibleLists.get(key, () => {
      const avoided = this.idsMatching(request.avoidedFoods);
      return (this.byType.get(request.type) ?? []).filter(
        (entry) =>
          (entry.diets & required) === required &&
          (avoided.size === 0 ||
            !entry.ingredients.some((ingredient) => avoided.has(ingredient.id))),
      );
    });
  }

  /** The share of each candidate the fridge supplies, weighted by urgency; absent when none. */
  private fridgeCoverage(
    candidates: readonly IndexedRecipe[],
    fridge: readonly FridgeItem[],
    today: string,
  ): Map<IndexedRecipe, number> {
    const stock = stockOf(fridge, today);
    const weights = new Map<string, number>();
    // Weighed once per ingredient the candidates need (a household's recipe may need one the
    // catalogue never uses).
    for (const entry of candidates) {
      for (const needed of entry.fresh) {
        if (weights.has(needed.id)) continue;
        weights.set(
          needed.id,
          Math.max(0, ...stock.filter((item) => supplies(item, needed)).map((item) => item.weight)),
        );
      }
    }
    const coverage = new Map<IndexedRecipe, number>();
    for (const entry of candidates) {
      const value = fridgeCoverage(entry, weights);
      if (value > 0) coverage.set(entry, value);
    }
    return coverage;
  }

  /**
   * How many of the fridge items asked to be used first (`priority`) each candidate uses;
   * absent when it uses none. Null when no item is asked first.
   */
  private priorityUse(
    candidates: readonly IndexedRecipe[],
    fridge: readonly FridgeItem[],
    today: string,
  ): Map<IndexedRecipe, number> | null {
    const first = stockOf(
      fridge.filter((item) => item.priority),
      today,
    );
    if (first.length === 0) return null;
    const use = new Map<IndexedRecipe, number>();
    for (const entry of candidates) {
      const count = first.filter((stock) =>
        entry.ingredients.some((needed) => supplies(stock, needed)),
      ).length;
      if (count > 0) use.set(entry, count);
    }
    return use;
  }

  /**
   * How well a recipe suits the household: the items asked first, the fridge, then tastes and
   * usual difficulty.
   */
  private scorer(
    tastes: { preferredFoods: readonly string[]; dislikedFoods?: readonly string[] },
    difficulty: Difficulty,
    coverage: ReadonlyMap<IndexedRecipe, number> | null,
    priority: ReadonlyMap<IndexedRecipe, number> | null = null,
  ): (entry: IndexedRecipe) => number {
    const preferred = this.idsMatching(tastes.preferredFoods);
    // « N'aime pas » ranks lower, never excludes: an avoided food is the hard exclusion.
    const disliked = this.idsMatching(tastes.dislikedFoods ?? []);
    const wanted = DIFFICULTIES.indexOf(difficulty);
    return (entry) => {
      let value =
        20 * (priority?.get(entry) ?? 0) +
        10 * (coverage?.get(entry) ?? 0) +
        2 -
        Math.abs(entry.difficulty - wanted);
      if (preferred.size > 0) {
        for (const ingredient of entry.ingredients) if (preferred.has(ingredient.id)) value += 2;
      }
      if (disliked.size > 0) {
        for (const ingredient of entry.ingredients) if (disliked.has(ingredient.id)) value -= 3;
      }
      return value;
    };
  }

  /**
   * Up to `limit` recipes that meet every constraint of the query, best first (ties in random
   * order, recipes already shown last). Empty when none does: the caller decides what to relax.
   */
  search(query: CatalogueQuery, limit = 3): Recipe[] {
    let candidates = query.types.flatMap((type) => {
      const table = { type, restrictions: query.restrictions, avoidedFoods: query.avoidedFoods };
      return [...this.eligible(table), ...this.eligibleOwn(query.own ?? [], table)];
    });
    const { maxMinutes, difficulty } = query;
    if (maxMinutes !== null)
      candidates = candidates.filter((entry) => entry.recipe.time <= maxMinutes);
    if (difficulty)
      candidates = candidates.filter((entry) => entry.recipe.difficulty === difficulty);
    const required = query.required.flatMap((id) => ingredientById(id) ?? []);
    if (required.length > 0) {
      candidates = candidates.filter((entry) =>
        required.every((wanted) =>
          entry.ingredients.some((ingredient) => related(ingredient, wanted)),
        ),
      );
    }
    const titleWords = query.titleWords ?? [];
    if (titleWords.length > 0) {
      candidates = candidates.filter((entry) =>
        titleKeys(entry.recipe.title).some((key) => titleWords.includes(key)),
      );
    }
    const wanted = (query.wanted ?? []).flatMap((id) => ingredientById(id) ?? []);
    const wantedCount = (entry: IndexedRecipe) =>
      wanted.filter((food) => entry.ingredients.some((ingredient) => related(ingredient, food)))
        .length;
    if (wanted.length > 0) candidates = candidates.filter((entry) => wantedCount(entry) > 0);
    let coverage: Map<IndexedRecipe, number> | null = null;
    if (query.fridge) {
      coverage = this.fridgeCoverage(candidates, query.fridge, query.today);
      candidates = candidates.filter((entry) => coverage!.has(entry));
    }
    const score = this.scorer(query, query.usualDifficulty, coverage);
    const seen = new Set(query.seen);
    return candidates
      .map((entry) => ({
        entry,
        rank: (seen.has(entry.recipe.id) ? -1000 : 0) + 5 * wantedCount(entry) + score(entry),
        tie: this.random(),
      }))
      .sort((a, b) => b.rank - a.rank || a.tie - b.tie)
      .slice(0, limit)
      .map(({ entry }) => shown(entry, query.servings));
  }

  // Async like every engine: a refusal is a rejected promise, never a synchronous throw.
  async suggest(request: SuggestionRequest): Promise<Recipe> {
    return this.pick(request);
  }

  /**
   * One recipe for the request. In order: the hard constraints (restrictions, avoided foods, the
   * fridge and the items asked first); then the household's memory — a recipe it saw, planned
   * or cooked for the type comes back only once every compatible one did, the least remembered
   * first, never the one just shown; then the season — a recipe with local produce out of
   * season this month only when no recipe in season is left; then the fridge and tastes; chance
   * breaks ties.
   */
  private pick(request: SuggestionRequest): Recipe {
    let candidates: readonly IndexedRecipe[] = [
      ...this.eligible(request),
      ...this.eligibleOwn(request.own ?? [], request),
    ];
    if (candidates.length === 0) throw new AppError('NO_MATCHING_RECIPE');

    let coverage: Map<IndexedRecipe, number> | null = null;
    let priority: Map<IndexedRecipe, number> | null = null;
    if (request.fridge) {
      coverage = this.fridgeCoverage(candidates, request.fridge, request.today);
      candidates = candidates.filter((entry) => coverage!.has(entry));
      if (candidates.length === 0) throw new AppError('NO_FRIDGE_RECIPE');
      // Items asked first: only recipes that use one of them, while there is any.
      priority = this.priorityUse(candidates, request.fridge, request.today);
      if (priority?.size) candidates = candidates.filter((entry) => priority!.has(entry));
    }

    const fresh = unremembered(
      candidates,
      request.memory ?? memoryOf(request.seen),
      request.seen[0],
    );
    const month = request.month ?? zurichMonth();
    // Only the recipes out of season need to know what the fridge supplies.
    const outOfSeason = fresh.filter((entry) => !fitsMonth(entry.seasons, month));
    const held = request.fridge
      ? suppliedIds(outOfSeason, request.fridge, request.today)
      : new Set<string>();
    const inSeason = fresh.filter((entry) => seasonable(entry, month, held));
    const pool = inSeason.length > 0 ? inSeason : fresh;

    const score = this.scorer(request, request.difficulty, coverage, priority);

    let best = -Infinity;
    let top: IndexedRecipe[] = [];
    for (const entry of pool) {
      const value = score(entry);
      if (value > best + 1e-9) {
        best = value;
        top = [entry];
      } else if (Math.abs(value - best) <= 1e-9) top.push(entry);
    }
    const chosen = top[Math.min(top.length - 1, Math.floor(this.random() * top.length))]!;
    return shown(chosen, request.servings, month);
  }
}

/**
 * The candidates the household remembers least: those it does not remember at all while there
 * are any; else those of the weakest band of memory, never `last` (the recipe just shown) when
 * another is left.
 */
export function unremembered(
  candidates: readonly IndexedRecipe[],
  memory: RecipeMemory,
  last: string | undefined,
): readonly IndexedRecipe[] {
  if (memory.size === 0) return candidates;
  const free = candidates.filter((entry) => !memory.has(entry.recipe.id));
  if (free.length > 0) return free;
  const others = candidates.filter((entry) => entry.recipe.id !== last);
  if (others.length === 0) return candidates;
  const band = (entry: IndexedRecipe) =>
    Math.ceil((memory.get(entry.recipe.id) ?? 0) * MEMORY_BANDS);
  const weakest = Math.min(...others.map(band));
  return others.filter((entry) => band(entry) === weakest);
}

const CATALOGUE_IDS = new Set(CATALOGUE.map((recipe) => recipe.id));

/** French spacing: a no-break space before « : », a narrow one before « ; ! ? ». */
export function frenchSpacing(text: string): string {
  return text.replace(/ :/g, '\u00a0:').replace(/ ([;!?])/g, '\u202f$1');
}

/**
 * The catalogue recipe as the app shows it, quantities scaled to the household, « De saison »
 * computed for `month` (1–12; by default the current month in Zurich).
 */
export function present(
  recipe: CatalogueRecipe,
  servings: number,
  month: number = zurichMonth(),
): Recipe {
  const factor = servings / recipe.servings;
  const season = recipeSeason(
    recipe.ingredients.map(([id]) => id),
    month,
  );
  return {
    id: recipe.id,
    title: frenchSpacing(recipe.title),
    description: frenchSpacing(recipe.description),
    imageUrl: catalogueIllustration(recipe),
    preparationTime: recipe.time,
    servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((tuple) => formatIngredientLine(tuple, factor)),
    instructions: recipe.steps.map(frenchSpacing),
    type: recipe.type,
    source: 'catalogue',
    ...(season.inSeason ? { inSeason: true } : {}),
    ...(isSpicyRecipe(recipe) ? { spicy: true } : {}),
    costBand: CATALOGUE_IDS.has(recipe.id) ? costBandOf(recipe.id) : recipeCostBandOf(recipe),
    ...(occasionsOf(recipe.id).length > 0 ? { occasions: [...occasionsOf(recipe.id)] } : {}),
  };
}
