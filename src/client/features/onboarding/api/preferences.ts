import { queryOptions } from '@tanstack/react-query';
import type {
  Preferences,
  PreferencesInput,
  PreferencesPatch,
} from '../../../../shared/preferences';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { Preferences, PreferencesInput, PreferencesPatch };

/**
 * The body of PATCH /api/preferences as the settings send it: the fields they edit. The
 * household's lists (« Tout le foyer ») are sent only when changed there, so that a change made
 * meanwhile in « Ma famille » or by another member is not undone.
 */
export type SettingsPreferencesPatch = PreferencesPatch &
  Required<
    Pick<
      PreferencesPatch,
      'adults' | 'children' | 'preferredFoods' | 'dislikedFoods' | 'difficulty'
    >
  >;

/** One switch of « Frigo et courses » (and of the shopping list), saved on its own. */
export type PreferenceSwitch = Pick<PreferencesPatch, 'autoFridge' | 'expiryDigest'>;

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
  patch: SettingsPreferencesPatch | PreferenceSwitch,
): Promise<Preferences> {
  return apiFetch<Preferences>('/api/preferences', { method: 'PATCH', body: patch });
}
