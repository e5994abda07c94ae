import type { ViewRecipe } from '../../recipes/api/recipe-view';
import type { Favorite } from '../api/favorites';

/** How many a favourite kept without its servings is written for (the planning's default). */
const DEFAULT_SERVINGS = 2;

/** A favourite as the one recipe view shows it: scaled, planned, listed like any recipe. */
export function favoriteAsRecipe(favorite: Favorite): ViewRecipe {
  return {
    id: favorite.recipeId,
    title: favorite.recipeTitle,
    type: favorite.type,
    description: favorite.description,
    imageUrl: favorite.recipeImage,
    preparationTime: favorite.preparationTime,
    servings: favorite.servings ?? DEFAULT_SERVINGS,
    difficulty: favorite.difficulty,
    ingredients: favorite.ingredients,
    instructions: favorite.instructions,
  };
}
