import type { HouseholdServices } from '../household';
import type { CatalogueEngine } from './catalogue-engine';
import type { RecipeEngine } from './recipe';
import type { SuggestionCache } from './suggestion-cache';

/** The household's services, and the recipe engines. */
export interface RecipeServices extends HouseholdServices {
  recipes: RecipeEngine;
  /** Popote's own recipes, searched by the Assistant Chef whichever engine suggests. */
  catalogue: CatalogueEngine;
  suggestionCache: SuggestionCache;
}
