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

/** The recipes of the best score offered (within a rounding error), in the order offered. */
class Best {
  best = -Infinity;
  top: IndexedRecipe[] = [];

  offer(entry: IndexedRecipe, value: number): void {
    if (value > this.best + 1e-9) {
      this.best = value;
      this.top = [entry];
    } else if (Math.abs(value - this.best) <= 1e-9) this.top.push(entry);
  }
}

/** An eligible list (`CatalogueEngine.eligible`) and its recipes' places in their type's list. */
interface Eligible {
  key: string;
  type: DishType;
  list: readonly IndexedRecipe[];
  /** Ascending: `list[i]` is the type's recipe at `positions[i]`. */
  positions: Int32Array;
}

/**
 * An eligible list ranked: `order` holds indexes in the list, best first, `scores` theirs;
 * `values` the score of each in the list's order.
 */
interface Ranking {
  order: Int32Array;
  scores: Float64Array;
  values: Float64Array;
}

/**
 * A dish type's fresh ingredients (numbered by their place in `ingredients`), the recipes
 * (places in the type's list) using each, and each recipe's fresh ingredients by number
 * (`fresh` from `freshStart[position]` to `freshStart[position + 1]`, in the recipe's order).
 */
interface FreshIndex {
  ingredients: readonly Ingredient[];
  users: readonly Int32Array[];
  freshStart: Int32Array;
  fresh: Int32Array;
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
  private readonly eligibleLists = new Memo<Eligible>(200);
  /** Per eligible list and tastes: its recipes best first (`ranking`). */
  private readonly rankings = new Memo<Ranking>(64);
  /** Per dish type, which recipes use each fresh ingredient (fridge mode), built when asked. */
  private readonly freshIndexes = new Map<DishType, FreshIndex>();

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
    return this.eligibleOf(request).list;
  }

  /** `eligible`, with where each recipe stands in its type's list. */
  private eligibleOf(
    request: Pick<SuggestionRequest, 'type' | 'restrictions' | 'avoidedFoods'>,
  ): Eligible {
    const required = dietMask(request.restrictions);
    const key = JSON.stringify([request.type, required, request.avoidedFoods]);
    return this.eligibleLists.get(key, () => {
      const avoided = this.idsMatching(request.avoidedFoods);
      const all = this.byType.get(request.type) ?? [];
      const list: IndexedRecipe[] = [];
      const positions: number[] = [];
      all.forEach((entry, position) => {
        if (
          (entry.diets & required) === required &&
          (avoided.size === 0 ||
            !entry.ingredients.some((ingredient) => avoided.has(ingredient.id)))
        ) {
          list.push(entry);
          positions.push(position);
        }
      });
      return { key, type: request.type, list, positions: Int32Array.from(positions) };
    });
  }

  /**
   * The eligible recipes ranked for the household's tastes and usual difficulty, best first,
   * those of equal score in the list's order: computed once per household's preferences, not at
   * every « Régénérer ».
   */
  private ranking(eligible: Eligible, request: SuggestionRequest): Ranking {
    const key = JSON.stringify([
      eligible.key,
      request.preferredFoods,
      request.dislikedFoods ?? [],
      request.difficulty,
    ]);
    return this.rankings.get(key, () => {
      const score = this.scorer(request, request.difficulty, null);
      const values = Float64Array.from(eligible.list, score);
      const order = Int32Array.from(values.keys()).sort((a, b) => values[b]! - values[a]! || a - b);
      return { order, scores: Float64Array.from(order, (at) => values[at]!), values };
    });
  }

  /**
   * Without the fridge: among the recipes the household does not remember, the best ranked in
   * season this month, else the best ranked at all — the same choice as `choose`, read from the
   * ranking instead of scoring every recipe: the walk stops at the first score that holds one.
   * Undefined when the household remembers every candidate (then `choose` decides).
   */
  private bestUnremembered(
    request: SuggestionRequest,
    eligible: Eligible,
    own: readonly IndexedRecipe[],
    memory: RecipeMemory,
    month: number,
  ): IndexedRecipe | undefined {
    const { order, scores } = this.ranking(eligible, request);
    // The household's own recipes, few, are scored at each request and merged in by score; at
    // equal score they come after the catalogue's, as in the list of candidates.
    const ownScore = this.scorer(request, request.difficulty, null);
    const ownRanked = own
      .map((entry, at) => ({ entry, at, value: ownScore(entry) }))
      .sort((a, b) => b.value - a.value || a.at - b.at);
    let fallback: IndexedRecipe[] = [];
    let next = 0;
    let nextOwn = 0;
    while (next < order.length || nextOwn < ownRanked.length) {
      const value = Math.max(scores[next] ?? -Infinity, ownRanked[nextOwn]?.value ?? -Infinity);
      const inSeason: IndexedRecipe[] = [];
      const free: IndexedRecipe[] = [];
      const consider = (entry: IndexedRecipe) => {
        if (memory.has(entry.recipe.id)) return;
        free.push(entry);
        if (fitsMonth(entry.seasons, month)) inSeason.push(entry);
      };
      for (; next < order.length && scores[next] === value; next += 1)
        consider(eligible.list[order[next]!]!);
      for (; nextOwn < ownRanked.length && ownRanked[nextOwn]!.value === value; nextOwn += 1)
        consider(ownRanked[nextOwn]!.entry);
      if (inSeason.length > 0) return this.tieBreak(inSeason);
      if (fallback.length === 0) fallback = free;
    }
    return fallback.length > 0 ? this.tieBreak(fallback) : undefined;
  }

  /** Chance among recipes of equal rank (one draw per suggestion). */
  private tieBreak(top: readonly IndexedRecipe[]): IndexedRecipe {
    return top[Math.min(top.length - 1, Math.floor(this.random() * top.length))]!;
  }

  /** Which recipes of the type use each fresh ingredient, built at the first fridge request. */
  private freshIndex(type: DishType): FreshIndex {
    let known = this.freshIndexes.get(type);
    if (!known) {
      const numbers = new Map<string, number>();
      const ingredients: Ingredient[] = [];
      const users: number[][] = [];
      const flat: number[] = [];
      const all = this.byType.get(type) ?? [];
      const start = new Int32Array(all.length + 1);
      all.forEach((entry, position) => {
        start[position] = flat.length;
        for (const ingredient of entry.fresh) {
          let number = numbers.get(ingredient.id);
          if (number === undefined) {
            number = ingredients.length;
            numbers.set(ingredient.id, number);
            ingredients.push(ingredient);
            users.push([]);
          }
          flat.push(number);
          const list = users[number]!;
          if (list[list.length - 1] !== position) list.push(position);
        }
      });
      start[all.length] = flat.length;
      known = {
        ingredients,
        users: users.map((list) => Int32Array.from(list)),
        freshStart: start,
        fresh: Int32Array.from(flat),
      };
      this.freshIndexes.set(type, known);
    }
    return known;
  }

  /**
   * In fridge mode, the choice of `pick`: only the recipes that use an ingredient the fridge
   * holds are read (through `freshIndex`), never the whole catalogue, and in one pass — the best
   * scored among those the household does not remember that are in season or whose produce out
   * of season the fridge holds, else among those it does not remember; `choose` itself when it
   * remembers them all or when items are asked first (`priority`).
   */
  private pickWithFridge(
    request: SuggestionRequest,
    fridge: readonly FridgeItem[],
    eligible: Eligible,
    own: readonly IndexedRecipe[],
    memory: RecipeMemory,
    month: number,
  ): IndexedRecipe {
    const stock = stockOf(fridge, request.today);
    const index = this.freshIndex(eligible.type);
    // How much the fridge supplies each ingredient (0 when it does not): the urgency of the most
    // urgent item that supplies it.
    const weights = new Map<string, number>();
    const weigh = (needed: Ingredient) => {
      let weight = weights.get(needed.id);
      if (weight === undefined) {
        weight = Math.max(
          0,
          ...stock.filter((item) => supplies(item, needed)).map((item) => item.weight),
        );
        weights.set(needed.id, weight);
      }
      return weight;
    };
    const weightOf = Float64Array.from(index.ingredients, weigh);
    // The candidates' places in the eligible list (+1 while not yet taken), by type position.
    const places = new Int32Array(index.freshStart.length - 1);
    eligible.positions.forEach((position, at) => (places[position] = at + 1));
    const used: number[] = [];
    weightOf.forEach((weight, number) => {
      if (weight <= 0) return;
      for (const position of index.users[number]!) {
        if (places[position]! > 0) used.push(places[position]! - 1);
        places[position] = 0;
      }
    });
    const catalogue = Int32Array.from(used).sort();
    const ownUsed = own.filter((entry) => {
      for (const needed of entry.fresh) weigh(needed);
      return fridgeCoverage(entry, weights) > 0;
    });
    if (catalogue.length + ownUsed.length === 0) throw new AppError('NO_FRIDGE_RECIPE');

    const coverage = { get: (entry: IndexedRecipe) => fridgeCoverage(entry, weights) };
    const candidates = () => [...Array.from(catalogue, (at) => eligible.list[at]!), ...ownUsed];
    // Items asked first: only recipes that use one of them, while there is any.
    if (fridge.some((item) => item.priority)) {
      let chosen = candidates();
      const priority = this.priorityUse(chosen, fridge, request.today);
      if (priority?.size) chosen = chosen.filter((entry) => priority.has(entry));
      return this.choose(chosen, request, memory, month, coverage, priority);
    }

    // What `seasonable` says with the ids the fridge supplies (`suppliedIds`): an ingredient is
    // held when the fridge supplies it, whichever candidate needs it.
    const held = (ingredient: Ingredient) =>
      fitsMonth(ingredientSeason(ingredient.id), month) || weigh(ingredient) > 0;
    const inSeason = new Best();
    const free = new Best();
    const offer = (entry: IndexedRecipe, value: number) => {
      // Below the best in season (never above the best at all), it cannot be chosen.
      if (value < inSeason.best - 1e-9 || memory.has(entry.recipe.id)) return;
      free.offer(entry, value);
      if (fitsMonth(entry.seasons, month) || entry.fresh.every(held)) inSeason.offer(entry, value);
    };
    // The score of `scorer`: the fridge's share, then the household's tastes and difficulty
    // (`ranking`, computed once).
    const { values } = this.ranking(eligible, request);
    for (const at of catalogue) {
      const position = eligible.positions[at]!;
      const from = index.freshStart[position]!;
      const to = index.freshStart[position + 1]!;
      let covered = 0;
      for (let next = from; next < to; next += 1) covered += weightOf[index.fresh[next]!]!;
      offer(eligible.list[at]!, 10 * (covered / (to - from)) + values[at]!);
    }
    const score = this.scorer(request, request.difficulty, coverage);
    for (const entry of ownUsed) offer(entry, score(entry));
    const top = inSeason.top.length > 0 ? inSeason.top : free.top;
    if (top.length > 0) return this.tieBreak(top);
    return this.choose(candidates(), request, memory, month, coverage, null);
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
    coverage: Pick<ReadonlyMap<IndexedRecipe, number>, 'get'> | null,
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
    const eligible = this.eligibleOf(request);
    const own = this.eligibleOwn(request.own ?? [], request);
    if (eligible.list.length + own.length === 0) throw new AppError('NO_MATCHING_RECIPE');
    const memory = request.memory ?? memoryOf(request.seen);
    const month = request.month ?? zurichMonth();

    if (!request.fridge) {
      const chosen =
        this.bestUnremembered(request, eligible, own, memory, month) ??
        this.choose([...eligible.list, ...own], request, memory, month, null, null);
      return shown(chosen, request.servings, month);
    }

    const chosen = this.pickWithFridge(request, request.fridge, eligible, own, memory, month);
    return shown(chosen, request.servings, month);
  }

  /** The choice of `pick` among candidates that meet every hard constraint. */
  private choose(
    candidates: readonly IndexedRecipe[],
    request: SuggestionRequest,
    memory: RecipeMemory,
    month: number,
    coverage: Pick<ReadonlyMap<IndexedRecipe, number>, 'get'> | null,
    priority: ReadonlyMap<IndexedRecipe, number> | null,
  ): IndexedRecipe {
    const fresh = unremembered(candidates, memory, request.seen[0]);
    // Only the recipes out of season need to know what the fridge supplies.
    const outOfSeason = fresh.filter((entry) => !fitsMonth(entry.seasons, month));
    const held = request.fridge
      ? suppliedIds(outOfSeason, request.fridge, request.today)
      : new Set<string>();
    const inSeason = fresh.filter((entry) => seasonable(entry, month, held));
    const pool = inSeason.length > 0 ? inSeason : fresh;

    const score = this.scorer(request, request.difficulty, coverage, priority);
    const best = new Best();
    for (const entry of pool) best.offer(entry, score(entry));
    return this.tieBreak(best.top);
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
