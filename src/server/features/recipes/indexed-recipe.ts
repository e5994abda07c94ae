// What the engine computes once per recipe, apart from the engine, so that the request types
// (recipe.ts) name it without importing the engine that imports them.
import type { Ingredient } from '../../../shared/food/types';
import type { Recipe } from '../../../shared/recipes';
import type { CatalogueRecipe } from './catalogue';

/** A catalogue recipe with what the engine computes once: its ingredients and diets. */
export interface IndexedRecipe {
  readonly recipe: CatalogueRecipe;
  readonly ingredients: readonly Ingredient[];
  /** The ingredients a fridge can supply (staples such as salt or oil left out). */
  readonly fresh: readonly Ingredient[];
  /** One bit per restriction the recipe respects (see RESTRICTION_BITS). */
  readonly diets: number;
  readonly difficulty: number;
  /** The months none of its fresh local produce is out of season (`seasonMask`). */
  readonly seasons: number;
  /**
   * A recipe Popote cannot fully check (an unrecognised ingredient line of a household's own
   * recipe, « Recette non vérifiée »): never offered to a table with a restriction, an allergy
   * or a food to avoid.
   */
  readonly unverified?: boolean;
  /** How the recipe is shown when it is not a catalogue one (a household's own recipe). */
  readonly show?: (servings: number, month: number) => Recipe;
}

/**
 * How strongly the household remembers a recipe (0 < memory ≤ 1, recent and cooked ones most);
 * recipes it has not seen for the dish type are absent. See suggest-recipe.ts.
 */
export type RecipeMemory = ReadonlyMap<string, number>;
