import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppNotification, NotificationList } from '../../../../shared/notifications';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { AppNotification, NotificationList };

// A new notification (e.g. a subscription event) shows up on the bell within a minute.
const REFRESH_INTERVAL_MS = 60_000;

/**
 * GET /api/notifications: the user's notifications, newest first, 50 at a time; `before` is the
 * previous page's `nextCursor`.
 */
export async function getNotifications(
  signal?: AbortSignal,
  before?: string,
): Promise<NotificationList> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const answer = await apiFetch<NotificationList>(`/api/notifications${query}`, { signal });
  const items = [...answer.items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { items, unread: answer.unread, nextCursor: answer.nextCursor ?? null };
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

/**
 * The older pages, read on request (« Afficher les plus anciennes ») after the first page that
 * the bell keeps fresh; forgotten when the panel closes.
 */
export function useOlderNotifications(firstCursor: string | null | undefined) {
  const [pages, setPages] = useState<{ items: AppNotification[]; cursor: string | null }>({
    items: [],
    cursor: null,
  });
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const cursor = pages.items.length > 0 ? pages.cursor : (firstCursor ?? null);
  async function loadMore() {
    if (!cursor || status === 'loading') return;
    setStatus('loading');
    try {
      const page = await getNotifications(undefined, cursor);
      setPages((current) => ({
        items: [...current.items, ...page.items],
        cursor: page.nextCursor,
      }));
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }
  return { items: pages.items, hasMore: cursor !== null, status, loadMore };
}
