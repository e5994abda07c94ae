import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../../platform/logger';

/**
 * The PostgreSQL channel on which a user's sessions are said to have ended (all or some of
 * them): every server process listens to it for its open event streams (`HouseholdEvents`,
 * which checks which of them still have a session).
 */
export const SESSIONS_ENDED_CHANNEL = 'popote_sessions_ended';

/**
 * Tells every server process, this one included, that sessions of `userId` ended (sign-out,
 * password reset, e-mail change, account deletion): their open event streams close at once.
 * Sent after the sessions are deleted and committed; never throws — a lost notice is caught by
 * the streams' periodic check.
 */
export async function announceSessionsEnded(
  { db, logger }: { db: Database; logger: Logger },
  userId: string,
): Promise<void> {
  await db
    .execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${userId})`)
    .catch((error: unknown) =>
      logger.warn({ err: error, userId }, 'sessions ended: notice not sent'),
    );
}
