import type { DietaryRestriction } from '../constants';
import type { DietFlag, Ingredient } from './types';

export type Restriction = Exclude<DietaryRestriction, 'none'>;

/** The flags an ingredient carries, with what they imply: pork and poultry are meat. */
export function flagsOf(ingredient: Ingredient): ReadonlySet<DietFlag> {
  const flags = new Set(ingredient.flags ?? []);
  if (flags.has('pork') || flags.has('poultry')) flags.add('meat');
  return flags;
}

const ANIMAL_FLESH: readonly DietFlag[] = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'gelatin',
];

/** What each restriction forbids outright. Kosher also forbids meat and dairy together. */
export const FORBIDDEN_FLAGS: Readonly<Record<Restriction, readonly DietFlag[]>> = {
  vegetarian: ANIMAL_FLESH,
  vegan: [...ANIMAL_FLESH, 'dairy', 'egg', 'honey', 'animal'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['nuts'],
  halal: ['pork', 'alcohol', 'gelatin'],
  // French gelatine is mostly pork-based.
  kosher: ['pork', 'shellfish', 'gelatin'],
};

/** The ingredients that break a restriction (for kosher, every meat and dairy one when both appear). */
export function ingredientsBreaking(
  ingredients: readonly Ingredient[],
  restriction: Restriction,
): Ingredient[] {
  const forbidden = FORBIDDEN_FLAGS[restriction];
  const breaking = ingredients.filter((ingredient) =>
    forbidden.some((flag) => flagsOf(ingredient).has(flag)),
  );
  if (restriction === 'kosher') {
    const meat = ingredients.filter((ingredient) => flagsOf(ingredient).has('meat'));
    const dairy = ingredients.filter((ingredient) => flagsOf(ingredient).has('dairy'));
    if (meat.length > 0 && dairy.length > 0) breaking.push(...meat, ...dairy);
  }
  return [...new Set(breaking)];
}

export function isAllowed(ingredients: readonly Ingredient[], restriction: Restriction): boolean {
  return ingredientsBreaking(ingredients, restriction).length === 0;
}

/** The restrictions (among the user's) an ingredient list breaks; « none » breaks nothing. */
export function restrictionsBroken(
  ingredients: readonly Ingredient[],
  restrictions: readonly DietaryRestriction[],
): Restriction[] {
  return restrictions.filter(
    (restriction): restriction is Restriction =>
      restriction !== 'none' && !isAllowed(ingredients, restriction),
  );
}

/** Every restriction an ingredient list respects: a recipe's diets, computed, never tagged. */
export function compatibleRestrictions(ingredients: readonly Ingredient[]): Restriction[] {
  return (Object.keys(FORBIDDEN_FLAGS) as Restriction[]).filter((restriction) =>
    isAllowed(ingredients, restriction),
  );
}
