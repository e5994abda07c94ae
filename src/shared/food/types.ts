import type { Unit } from '../constants';

/**
 * What an ingredient is made of, as far as diets and allergies care. `meat` is any land-animal
 * flesh (pork and poultry included: an ingredient flagged `pork` or `poultry` is also `meat`);
 * `animal` is any other animal-derived product that is none of the above (rennet, carmine…).
 * The allergens of EU and Swiss labelling: `gluten` (wheat, rye, barley, oats, spelt…),
 * `crustacean`, `egg`, `fish`, `peanut`, `soy`, `dairy` (milk), `nuts` (tree nuts only:
 * almond, hazelnut, walnut, cashew, pecan, Brazil nut, macadamia, pistachio — never coconut,
 * nutmeg or chestnut), `celery`, `mustard`, `sesame`, `sulphites` (over 10 mg/kg: wine, most
 * vinegars, dried apricots…), `lupin`, `mollusc`. A crustacean or a mollusc is shellfish
 * (see flagsOf); `shellfish` written on an ingredient means a mix of both (« fruits de mer »).
 */
export const DIET_FLAGS = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'crustacean',
  'mollusc',
  'dairy',
  'egg',
  'gluten',
  'nuts',
  'peanut',
  'soy',
  'sesame',
  'celery',
  'mustard',
  'lupin',
  'sulphites',
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
  /**
   * Every diet flag and allergen the ingredient carries, as bought in a French shop: an
   * explicit decision, `[]` when it carries none. A commercial product is flagged with what it
   * usually contains (stock cubes celery, Dijon mustard sulphites). Write `crustacean` or
   * `mollusc`, and `shellfish` only for a mix of both (« fruits de mer »).
   */
  readonly flags: readonly DietFlag[];
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
