import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { AuthServices } from './services';

/** Checks a user's current password (asked again before sensitive changes). */
export async function verifyCurrentPassword(
  { auth, db }: Pick<AuthServices, 'auth' | 'db'>,
  userId: string,
  password: string,
): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: account.hash, password });
}
