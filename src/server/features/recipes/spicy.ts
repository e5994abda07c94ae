import { spicyFoods } from '../../../shared/food/spicy';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';

/**
 * « Relevé » for catalogue recipes: computed from their foods (`shared/food/spicy.ts` gives the
 * rule), corrected by hand only where the foods mislead — listed here with the reason.
 */
const SPICY_OVERRIDES: Readonly<Record<string, boolean>> = {
  // « petits piments verts doux » (Padrón type), grilled whole: the recipe's chilli is a mild one
  'piments-verts-grilles-a-la-fleur-de-sel': false,
  // 150 g of raw ginger in a juice « qui pique » : strong for a child though ginger is not listed
  'jus-de-gingembre-a-l-ananas': true,
};

/** Whether a recipe of the catalogue's shape is « relevé » (its override, else its foods). */
export function isSpicyRecipe(recipe: Pick<CatalogueRecipe, 'id' | 'ingredients'>): boolean {
  return SPICY_OVERRIDES[recipe.id] ?? spicyFoods(recipe.ingredients.map(([id]) => id)).length > 0;
}

const SPICY = new Set(CATALOGUE.filter(isSpicyRecipe).map((recipe) => recipe.id));

/** Whether a catalogue recipe is spicy or strong for children; false for any other id. */
export function isSpicy(recipeId: string): boolean {
  return SPICY.has(recipeId);
}

export { spicyFoods };
export const SPICY_OVERRIDE_IDS: readonly string[] = Object.keys(SPICY_OVERRIDES);
