// The public face of the recipes feature: what other features and the app may use.
export { CatalogueEngine, type CatalogueQuery } from './catalogue-engine';
export { CATALOGUE, type CatalogueRecipe } from './catalogue';
export { createRecipeEngine } from './engines';
export { OCCASIONS, OCCASION_LABELS, occasionsOf, recipesFor, type Occasion } from './occasions';
export { isSpicy, spicyFoods } from './spicy';
export { costBandOf } from './cost-band';
export { type Recipe, type RecipeEngine } from './recipe';
export { SuggestionCache } from './suggestion-cache';
export { partitive } from './ingredient-lines';
export { recipesRoutes } from './recipes.routes';
export { safetyOf } from './safety';
export { type RecipeServices } from './services';
export { planWeek } from './week-planner';
export { householdMemory } from './household-memory';
export { ownRecipesFor } from './own-recipes';
export { matchesRitual, minutesText, type AbsentPerson, type PlannerSlot } from './week-slots';
export { householdRecipesRoutes } from './my-recipes/my-recipes.routes';
export { RECIPE_FILE_MAX_BYTES, toSchemaOrgRecipe } from './my-recipes/recipe-file';
export { bookFilePieces, bookRows } from './my-recipes/book-file';
export {
  forgetRecipePhotos,
  householdPhotoKeys,
  photoStoreFor,
  type PhotoStore,
} from './my-recipes/photo-store';
