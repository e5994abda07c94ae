import type { DietaryRestriction } from './constants';

/**
 * The selection rule of the specification (section 4), for the questionnaire and the
 * settings: choosing « none » replaces the list with only « none » (unchecking it empties
 * the list); choosing any other option removes « none » and toggles that option.
 */
export function toggleRestriction(
  selected: readonly DietaryRestriction[],
  option: DietaryRestriction,
): DietaryRestriction[] {
  if (option === 'none') return selected.includes('none') ? [] : ['none'];
  const others = selected.filter((value) => value !== 'none');
  return others.includes(option) ? others.filter((value) => value !== option) : [...others, option];
}
