import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '../../../../shared/notifications';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { AppNotification, NotificationList };

// A new notification (e.g. a subscription event) shows up on the bell within a minute.
const REFRESH_INTERVAL_MS = 60_000;

/** GET /api/notifications: the user's notifications, newest first. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const answer = await apiFetch<NotificationList>('/api/notifications', { signal });
  const items = [...answer.items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { items, unread: answer.unread };
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
