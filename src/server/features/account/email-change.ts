import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { users, verifications } from '../../db/schema';
import type { AccountServices } from './services';
import { AppError } from '../../platform/errors';
import { changeEmailMail } from './mails';

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

/** Applies a confirmed change (the profile follows through the trigger); false when invalid. */
export async function confirmEmailChange(
  { db }: Pick<AccountServices, 'db'>,
  token: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.identifier, PREFIX + digest(token)),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) return false;
    const { userId, newEmail } = JSON.parse(row.value) as { userId: string; newEmail: string };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, newEmail))
      .limit(1);
    if (taken) return false;
    await tx
      .update(users)
      .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return true;
  });
}
