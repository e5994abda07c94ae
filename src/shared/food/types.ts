import type { Unit } from '../constants';

/**
 * What an ingredient is made of, as far as diets care. `meat` is any land-animal flesh
 * (pork and poultry included: an ingredient flagged `pork` or `poultry` is also `meat`);
 * `animal` is any other animal-derived product that is none of the above (rennet, carmine,
 * lard is `pork`…); `nuts` covers tree nuts and peanuts.
 */
export const DIET_FLAGS = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'nuts',
  'alcohol',
  'gelatin',
  'honey',
  'animal',
] as const;
export type DietFlag = (typeof DIET_FLAGS)[number];

/** Supermarket aisles, in the order a shopper usually walks them. */
export const AISLES = [
  'fruits-legumes',
  'boulangerie',
  'boucherie',
  'poissonnerie',
  'cremerie',
  'epicerie-salee',
  'epicerie-sucree',
  'epices-condiments',
  'boissons',
  'surgeles',
  'autre',
] as const;
export type Aisle = (typeof AISLES)[number];

export interface Ingredient {
  /** Stable slug of the singular French name: lowercase ASCII, words joined by '-' ('huile-d-olive', 'oeuf'). */
  readonly id: string;
  /** Singular French name as written in a recipe: 'tomate', 'crème fraîche', 'œuf'. */
  readonly name: string;
  /** Plural when it differs from the name: 'tomates', 'œufs'. */
  readonly plural?: string;
  /** Other names a French cook uses for the same thing: 'cacahuète' → 'arachide'. */
  readonly synonyms?: readonly string[];
  /** The general ingredient this one is a kind of: 'champignon-de-paris' → 'champignon'. */
  readonly parent?: string;
  readonly aisle: Aisle;
  /** The unit it is usually bought or counted in. */
  readonly unit: Unit;
  readonly flags?: readonly DietFlag[];
  /**
   * Made of pieces even when weighed: « 500 g de crevettes », « 1 kg de pommes de terre »
   * take the plural; mass nouns (farine, lait, saumon) stay singular.
   */
  readonly countable?: boolean;
  /** A cupboard staple (salt, pepper, oil, water) a shopping list or fridge check leaves out. */
  readonly staple?: boolean;
}

export const defineIngredients = (ingredients: readonly Ingredient[]): readonly Ingredient[] =>
  ingredients;
