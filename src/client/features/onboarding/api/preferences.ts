import { queryOptions } from '@tanstack/react-query';
import type {
  DietaryRestriction,
  Difficulty,
  ShoppingFrequency,
} from '../../../../shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** The body of PUT /api/preferences: the questionnaire's answers. */
export interface PreferencesInput {
  adults: number;
  children: number;
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods: string[];
  shoppingFrequency: ShoppingFrequency;
}

/**
 * GET /api/preferences (served by the onboarding feature): the questionnaire's answers, then
 * the settings, the fridge's switches and the shopping list's « ranger automatiquement ».
 */
export interface Preferences {
  adults: number;
  children: number;
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string[];
  /** The household's (« Tout le foyer »), as `dietaryRestrictions`. */
  avoidedFoods: string[];
  /** « N’aime pas »: the user's own tastes, ranked lower, never excluded. */
  dislikedFoods: string[];
  shoppingFrequency: ShoppingFrequency;
  difficulty: Difficulty | null;
  /** Null while the user never chose: recipes then serve the whole household. */
  servings: number | null;
  autoFridge: boolean;
  expiryDigest: boolean;
  updatedAt: string;
}

/**
 * The body of PATCH /api/preferences as the settings send it: the fields they edit. The
 * household's lists (« Tout le foyer ») are sent only when changed there, so that a change made
 * meanwhile in « Ma famille » or by another member is not undone.
 */
export interface PreferencesPatch {
  adults: number;
  children: number;
  dietaryRestrictions?: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods?: string[];
  dislikedFoods: string[];
  difficulty: Difficulty;
  servings?: number;
}

/** One switch of « Frigo et courses » (and of the shopping list), saved on its own. */
export type PreferenceSwitch = Partial<Pick<Preferences, 'autoFridge' | 'expiryDigest'>>;

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.preferences,
    queryFn: ({ signal }) => apiFetch<Preferences>('/api/preferences', { signal }),
  });
}

/** PUT /api/preferences: the questionnaire's answers. */
export function savePreferences(input: PreferencesInput): Promise<Preferences> {
  return apiFetch<Preferences>('/api/preferences', { method: 'PUT', body: input });
}

/** PATCH /api/preferences: the settings' fields, or one switch. */
export function updatePreferences(
  patch: PreferencesPatch | PreferenceSwitch,
): Promise<Preferences> {
  return apiFetch<Preferences>('/api/preferences', { method: 'PATCH', body: patch });
}
