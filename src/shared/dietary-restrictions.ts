import {
  ALLERGY_RESTRICTIONS,
  DIET_RESTRICTIONS,
  type DietaryRestriction,
  type Restriction,
} from './constants';

/**
 * The selection rule of the specification (section 4), for the questionnaire and the
 * settings: choosing « none » replaces the list with only « none » (unchecking it empties
 * the list); choosing any other option removes « none » and toggles that option.
 */
export function toggleRestriction<T extends DietaryRestriction>(
  selected: readonly T[],
  option: T,
): T[] {
  if (option === 'none') return selected.includes(option) ? [] : [option];
  const others = selected.filter((value) => value !== 'none');
  return others.includes(option) ? others.filter((value) => value !== option) : [...others, option];
}

/**
 * How a restriction is named on a card and in « Ma famille »: the specification's labels for
 * its eight values, the labelling names for the other allergens.
 */
export const RESTRICTION_LABELS: Readonly<Record<Restriction, string>> = {
  vegetarian: 'Végétarien',
  vegan: 'Végan',
  halal: 'Halal',
  kosher: 'Casher',
  nutFree: 'Sans fruits à coque',
  peanutFree: 'Sans arachides',
  glutenFree: 'Sans gluten',
  dairyFree: 'Sans lactose',
  eggFree: 'Sans œufs',
  fishFree: 'Sans poisson',
  crustaceanFree: 'Sans crustacés',
  molluscFree: 'Sans mollusques',
  soyFree: 'Sans soja',
  sesameFree: 'Sans sésame',
  celeryFree: 'Sans céleri',
  mustardFree: 'Sans moutarde',
  lupinFree: 'Sans lupin',
  sulphiteFree: 'Sans sulfites',
};

/** What each allergy leaves out, said once where it is chosen. */
export const RESTRICTION_DETAILS: Readonly<Partial<Record<Restriction, string>>> = {
  nutFree:
    'Amandes, noisettes, noix, noix de cajou, de pécan, du Brésil, de macadamia, pistaches — et les arachides (cacahuètes). La noix de coco, la muscade et la châtaigne n’en sont pas.',
  peanutFree: 'Arachides (cacahuètes), leur huile et leur beurre.',
  dairyFree: 'Aucun produit laitier : lait, beurre, crème, fromage, yaourt.',
  glutenFree: 'Blé, épeautre, seigle, orge, avoine et ce qui en est fait.',
  crustaceanFree: 'Crevettes, langoustines, homard, crabe, écrevisses.',
  molluscFree: 'Moules, huîtres, coquilles Saint-Jacques, calamars, poulpe, escargots.',
  sulphiteFree: 'Vin, vinaigre de vin, cidre, bière, fruits secs sulfités.',
};

export type RestrictionKind = 'allergy' | 'diet';

const ALLERGIES = new Set<Restriction>(ALLERGY_RESTRICTIONS);

export function restrictionKind(restriction: Restriction): RestrictionKind {
  return ALLERGIES.has(restriction) ? 'allergy' : 'diet';
}

/** The values a list stores, « none » left out, each once, diets first then allergies. */
export function effectiveRestrictions(values: readonly DietaryRestriction[]): Restriction[] {
  const chosen = new Set(values);
  return [...DIET_RESTRICTIONS, ...ALLERGY_RESTRICTIONS].filter((value) => chosen.has(value));
}
