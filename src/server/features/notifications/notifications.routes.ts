import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppNotification, NotificationList } from '../../../shared/notifications';
import { notifications } from '../../db/schema';
import { subscriberRouter } from '../auth';
import type { HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import { afterCursor, newestFirst, pageOf, pageQuerySchema } from '../../platform/pagination';
import { validate } from '../../platform/validate';

const LIST_LIMIT = 50;

const notificationJson = (row: typeof notifications.$inferSelect): AppNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in user's own notifications: list, mark one read, mark all read. */
export function notificationsRoutes(deps: HouseholdServices) {
  const { db } = deps;
  return subscriberRouter(deps)
    .get('/', validate('query', pageQuerySchema), async (c) => {
      const userId = c.get('user').id;
      const { before } = c.req.valid('query');
      const [read, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              afterCursor(notifications.createdAt, notifications.id, before),
            ),
          )
          .orderBy(...newestFirst(notifications.createdAt, notifications.id))
          .limit(LIST_LIMIT + 1),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      const { rows, nextCursor } = pageOf(read, LIST_LIMIT, (row) => ({
        at: row.createdAt,
        id: row.id,
      }));
      return c.json({
        items: rows.map(notificationJson),
        unread: unread!.n,
        /** `?before=` for older ones; null on the last page. */
        nextCursor,
      } satisfies NotificationList);
    })
    .post('/read-all', async (c) => {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, c.get('user').id), isNull(notifications.readAt)));
      return c.json({ ok: true });
    })
    .post('/:id/read', validate('param', z.object({ id: z.uuid() })), async (c) => {
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.id, c.req.valid('param').id),
            eq(notifications.userId, c.get('user').id),
          ),
        )
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND');
      return c.json({ ok: true });
    });
}
