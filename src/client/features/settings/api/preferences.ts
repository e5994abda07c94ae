import { queryOptions } from '@tanstack/react-query';
import type {
  DietaryRestriction,
  Difficulty,
  ShoppingFrequency,
} from '../../../../shared/constants';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/preferences. */
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
 * The body of PATCH /api/preferences: the fields the settings edit. The household's lists
 * (« Tout le foyer ») are sent only when changed here, so that a change made meanwhile in
 * « Ma famille » or by another member is not undone.
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

export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<Preferences>('/api/preferences', { signal }),
  });
}

export function updatePreferences(patch: PreferencesPatch): Promise<Preferences> {
  return apiFetch<Preferences>('/api/preferences', { method: 'PATCH', body: patch });
}
