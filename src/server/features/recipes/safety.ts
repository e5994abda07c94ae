import { recipeSafety, type RecipeSafety, type TableDiet } from '../../../shared/food/table-safety';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';
import { CATALOGUE } from './catalogue';
import type { Recipe } from './recipe';

/** The catalogue's recipes by id, with their ingredients as the taxonomy knows them. */
const KNOWN = new Map<string, readonly Ingredient[]>(
  CATALOGUE.map((recipe) => [
    recipe.id,
    recipe.ingredients.flatMap(([id]) => ingredientById(id) ?? []),
  ]),
);

/**
 * What a recipe's card says for the table (« Pour Noé · Sans fruits à coque »): a catalogue
 * recipe is checked by its ingredients' ids, any other by reading its lines.
 */
export function safetyOf(recipe: Recipe, table: TableDiet): RecipeSafety {
  const known = recipe.source === 'catalogue' ? KNOWN.get(recipe.id) : undefined;
  return recipeSafety(recipe, table, known);
}
