import { DIFFICULTIES } from '../../../shared/constants';
import type { FavoriteInput, FavoriteOfRecipe } from '../../../shared/favorites';
import type { RecipeSuggestion } from '../../../shared/recipes';
import type { RecipeShoppingAdded } from '../../../shared/shopping';
import { ApiError, apiFetch } from '../../lib/api-client';
import type { Recipe, SuggestionRequest, ViewRecipe } from './types';

export async function fetchSuggestion(
  request: SuggestionRequest,
  signal?: AbortSignal,
): Promise<Recipe> {
  const answer = await apiFetch<RecipeSuggestion>('/api/recipes/suggestions', {
    method: 'POST',
    body: request,
    signal,
  });
  return answer.recipe;
}

export async function fetchIsFavorite(recipeId: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<FavoriteOfRecipe>(
    `/api/favorites/by-recipe/${encodeURIComponent(recipeId)}`,
    { signal },
  );
  return answer.favorite != null;
}

const isDifficulty = (value: string): value is FavoriteInput['difficulty'] & string =>
  (DIFFICULTIES as readonly string[]).includes(value);

/** The favourite's body: the recipe as it was shown. */
export function toFavoriteInput(recipe: ViewRecipe): FavoriteInput {
  return {
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    recipeImage: recipe.imageUrl && /^\/[^/]/.test(recipe.imageUrl) ? recipe.imageUrl : null,
    description: recipe.description || null,
    preparationTime: recipe.preparationTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty && isDifficulty(recipe.difficulty) ? recipe.difficulty : null,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    type: recipe.type,
  };
}

/** Adds or removes the favourite; answers whether the recipe is now a favourite. */
export async function setFavorite(recipe: ViewRecipe, favorite: boolean): Promise<boolean> {
  try {
    if (favorite) {
      await apiFetch('/api/favorites', { method: 'POST', body: toFavoriteInput(recipe) });
    } else {
      await apiFetch(`/api/favorites/by-recipe/${encodeURIComponent(recipe.id)}`, {
        method: 'DELETE',
      });
    }
  } catch (error) {
    // Already in that state (another tab or device did it): the wish is fulfilled.
    if (error instanceof ApiError && favorite && error.code === 'ALREADY_FAVORITE') return true;
    if (error instanceof ApiError && !favorite && error.code === 'NOT_FOUND') return false;
    throw error;
  }
  return favorite;
}

/**
 * Adds the recipe's ingredient lines to the household's shopping list, minus what the fridge
 * holds and the staples; with `staples`, only those lines, staples included (« Inclure les
 * basiques »). `lines`: the lines for the portions chosen (by default the recipe's own).
 */
export function addRecipeToShoppingList(
  recipe: Pick<ViewRecipe, 'id' | 'title' | 'ingredients'>,
  staples?: readonly string[],
  lines: readonly string[] = recipe.ingredients,
) {
  return apiFetch<RecipeShoppingAdded>('/api/shopping-items', {
    method: 'POST',
    body: {
      source: 'recipe',
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      lines: staples ? [...staples] : [...lines],
      ...(staples ? { includeStaples: true } : {}),
    },
  });
}
