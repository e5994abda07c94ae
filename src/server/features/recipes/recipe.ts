import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import type { FridgeItem } from '../../../shared/inventory';
import type { Recipe } from '../../../shared/recipes';

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
  /** Recipe ids already shown to this user for this type in the current round, newest first. */
  seen: readonly string[];
  /** 'YYYY-MM-DD' of today, for expiry dates. */
  today: string;
}

export interface RecipeEngine {
  readonly name: 'catalogue' | 'llm';
  suggest(request: SuggestionRequest, signal?: AbortSignal): Promise<Recipe>;
}
