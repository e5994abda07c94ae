import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, like, ne, or } from 'drizzle-orm';
import { PATHS } from '../../../shared/routes';
import { announceSessionsEnded } from '../auth';
import { sessions, users, verifications } from '../../db/schema';
import type { AccountServices } from './services';
import { AppError } from '../../platform/errors';
import { changeEmailMail, emailChangedMail } from './mails';

const PREFIX = 'change-email:';
const VALID_FOR_MS = 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a single-use link to the new address; only its hash is stored. */
export async function requestEmailChange(
  deps: Pick<AccountServices, 'db' | 'mailer' | 'config'>,
  user: { id: string; firstName: string },
  newEmail: string,
): Promise<void> {
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, newEmail))
    .limit(1);
  if (taken) throw new AppError('EMAIL_TAKEN');
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(verifications).values({
    identifier: PREFIX + digest(token),
    value: JSON.stringify({ userId: user.id, newEmail }),
    expiresAt: new Date(Date.now() + VALID_FOR_MS),
  });
  const url = `${deps.config.publicBaseUrl}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: newEmail,
    kind: 'email-change',
    ...changeEmailMail(user.firstName, url),
  });
}

/**
 * Applies a confirmed change (the profile follows through the trigger); false when invalid. In
 * the same transaction every other session of the account ends, and every link already mailed
 * for it (password resets, other e-mail changes) stops working; then the former address is told.
 * `keepSession`: the session of the browser that followed the link, if any, stays.
 */
export async function confirmEmailChange(
  { db, mailer, config, logger }: Pick<AccountServices, 'db' | 'mailer' | 'config' | 'logger'>,
  token: string,
  keepSession: string | null,
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.identifier, PREFIX + digest(token)),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) return null;
    const { userId, newEmail } = JSON.parse(row.value) as { userId: string; newEmail: string };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, newEmail))
      .limit(1);
    if (taken) return null;
    const [before] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return null;
    await tx
      .update(users)
      .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(
        keepSession
          ? and(eq(sessions.userId, userId), ne(sessions.token, keepSession))
          : eq(sessions.userId, userId),
      );
    // Better Auth's reset links keep the user id as their value; ours keep it in JSON.
    await tx
      .delete(verifications)
      .where(
        or(eq(verifications.value, userId), like(verifications.value, `%"userId":"${userId}"%`)),
      );
    return { ...before, newEmail, userId };
  });
  if (!changed) return false;
  // The event streams of the ended sessions close, in every server process.
  await announceSessionsEnded({ db, logger }, changed.userId);
  await mailer
    .send({
      to: changed.email,
      kind: 'email-changed',
      ...emailChangedMail(
        changed.firstName,
        changed.newEmail,
        `${config.publicBaseUrl}${PATHS.auth}`,
      ),
    })
    .catch((error: unknown) => logger.error({ err: error }, 'Mail not sent (e-mail changed)'));
  return true;
}
