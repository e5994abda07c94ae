import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import type { FridgeItem } from '../../../shared/inventory';
import type { Recipe } from '../../../shared/recipes';
import type { IndexedRecipe, RecipeMemory } from './indexed-recipe';

export type { Recipe };

/** Everything an engine needs to know about who eats and what is asked. */
export interface SuggestionRequest {
  type: DishType;
  /** Only when cooking from the fridge: what it holds (never empty). */
  fridge: FridgeItem[] | null;
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  preferredFoods: readonly string[];
  /** « N'aime pas »: ranks lower, never excludes. */
  dislikedFoods?: readonly string[];
  difficulty: Difficulty;
  servings: number;
  /** Recipe ids the household saw, planned or cooked for this type lately, newest first. */
  seen: readonly string[];
  /**
   * How strongly the household remembers each of them (the catalogue's order of return); by
   * default from the order of `seen`.
   */
  memory?: RecipeMemory;
  /** The household's own recipes that may be suggested (the catalogue engine only). */
  own?: readonly IndexedRecipe[];
  /** The month (1–12) whose season is preferred; by default the current one in Zurich. */
  month?: number;
  /** 'YYYY-MM-DD' of today, for expiry dates. */
  today: string;
}

export interface RecipeEngine {
  readonly name: 'catalogue' | 'llm';
  suggest(request: SuggestionRequest, signal?: AbortSignal): Promise<Recipe>;
}
