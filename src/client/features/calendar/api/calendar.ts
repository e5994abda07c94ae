import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../../shared/calendar';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

const PATH = '/api/calendar';

export function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return apiFetch<CalendarFeedStatus>(PATH, { signal });
}

export function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiFetch<CalendarFeedCreated>(PATH, { method: 'POST' });
}

export function revokeCalendarFeed(): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(PATH, { method: 'DELETE' });
}

/** The same address for calendar apps: `webcal://` opens the phone's « subscribe » screen. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: QUERY_KEYS.calendarFeed,
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });
}

/** A new address (replacing any previous one); the caller keeps the URL, shown only now. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(QUERY_KEYS.calendarFeed, {
        active: true,
        createdAt: new Date().toISOString(),
      });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.calendarFeed });
    },
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(QUERY_KEYS.calendarFeed, {
        active: false,
        createdAt: null,
      });
    },
  });
}
