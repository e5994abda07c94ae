import type { Difficulty, DishType, Unit } from '../../../../shared/constants';

/**
 * One ingredient line of a catalogue recipe, as a tuple to keep the catalogue readable:
 * [taxonomy id, quantity for the recipe's servings (omitted or null: « to taste »), unit
 * (default 'unité'), display name when the taxonomy's does not fit, its plural].
 *
 *   ['oeuf', 3]                                  → « 3 œufs »
 *   ['farine', 200, 'g']                          → « 200 g de farine »
 *   ['ail', 2, 'unité', "gousse d'ail", "gousses d'ail"] → « 2 gousses d'ail »
 *   ['sel']                                       → « Sel »
 */
export type IngredientTuple = readonly [
  ingredient: string,
  quantity?: number | null,
  unit?: Unit,
  name?: string,
  plural?: string,
];

export interface CatalogueRecipeSource {
  /** Stable slug, unique in the catalogue: 'citronnade-a-la-menthe'. */
  readonly id: string;
  readonly title: string;
  /** One or two appetising sentences. */
  readonly description: string;
  /** Minutes, preparation and cooking together. */
  readonly time: number;
  /** The servings the quantities are written for. */
  readonly servings: number;
  readonly difficulty: Difficulty;
  readonly ingredients: readonly IngredientTuple[];
  /** Numbered in the app; each one a full French sentence, without its number. */
  readonly steps: readonly string[];
}

export interface CatalogueRecipe extends CatalogueRecipeSource {
  readonly type: DishType;
}

export const recipesOf = (
  type: DishType,
  recipes: readonly CatalogueRecipeSource[],
): readonly CatalogueRecipe[] => recipes.map((recipe) => ({ ...recipe, type }));
