import { queryOptions } from '@tanstack/react-query';
import type { WeekSettings, WeekSettingsInput } from '../../../../shared/week-settings';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

const PATH = '/api/planned-meals/week-settings';

/** « Qui est là ? », the time each day allows and the rituals of the household. */
export const weekSettingsQuery = queryOptions({
  queryKey: QUERY_KEYS.weekSettings,
  queryFn: ({ signal }) => apiFetch<WeekSettings>(PATH, { signal }),
});

/** « Enregistrer »: the household's week, replaced as a whole. */
export function saveWeekSettings(input: WeekSettingsInput): Promise<WeekSettings> {
  return apiFetch<WeekSettings>(PATH, { method: 'PUT', body: input });
}
