import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { NotificationList } from './get-notifications';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiFetch('/api/notifications/read-all', { method: 'POST', body: {} });
}

/**
 * Marks every notification read. Its variables are the ids that were unread when the user
 * looked, so the panel can still tell them apart as new. A failure is only logged: the
 * badge stays until the next try.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_unreadIds: string[]) => markAllNotificationsRead(),
    onSuccess: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(QUERY_KEYS.notifications, (answer) =>
        answer
          ? {
              ...answer,
              unread: 0,
              items: answer.items.map((item) => (item.readAt ? item : { ...item, readAt })),
            }
          : answer,
      );
    },
    onError: (error) => console.warn('Marking the notifications read failed', error),
  });
}
