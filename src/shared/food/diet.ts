import type { DietaryRestriction, Restriction } from '../constants';
import type { DietFlag, Ingredient } from './types';

export type { Restriction };

/**
 * The flags an ingredient carries, with what they imply: pork and poultry are meat; a
 * crustacean or a mollusc is shellfish, and an ingredient written only as `shellfish` (a mix
 * such as « fruits de mer ») counts as both.
 */
export function flagsOf(ingredient: Ingredient): ReadonlySet<DietFlag> {
  const flags = new Set(ingredient.flags ?? []);
  if (flags.has('pork') || flags.has('poultry')) flags.add('meat');
  if (flags.has('crustacean') || flags.has('mollusc')) flags.add('shellfish');
  else if (flags.has('shellfish')) {
    flags.add('crustacean');
    flags.add('mollusc');
  }
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

/**
 * What each restriction forbids outright. Kosher also forbids meat and dairy together.
 * « Sans fruits à coque » leaves out peanuts too, as it always has in Popote.
 */
export const FORBIDDEN_FLAGS: Readonly<Record<Restriction, readonly DietFlag[]>> = {
  vegetarian: ANIMAL_FLESH,
  vegan: [...ANIMAL_FLESH, 'dairy', 'egg', 'honey', 'animal'],
  halal: ['pork', 'alcohol', 'gelatin'],
  // French gelatine is mostly pork-based.
  kosher: ['pork', 'shellfish', 'gelatin'],
  nutFree: ['nuts', 'peanut'],
  peanutFree: ['peanut'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  eggFree: ['egg'],
  fishFree: ['fish'],
  crustaceanFree: ['crustacean'],
  molluscFree: ['mollusc'],
  soyFree: ['soy'],
  sesameFree: ['sesame'],
  celeryFree: ['celery'],
  mustardFree: ['mustard'],
  lupinFree: ['lupin'],
  sulphiteFree: ['sulphites'],
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
