// The answers of /api/notifications, shared by the server that builds them and the client.
import type { Page } from './api';
import type { NotificationType } from './constants';

/** One notification of the signed-in user. */
export interface AppNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** An in-app path for the notification's action (an expiry alert's recipes), or null. */
  link: string | null;
  /** ISO timestamp, or null while unread. */
  readAt: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** GET /api/notifications: the newest notifications, and how many are unread in all. */
export interface NotificationList extends Page<AppNotification> {
  unread: number;
}
