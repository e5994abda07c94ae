import { desc, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { SubscriptionStatus } from '../../shared/constants';
import type { Access, Destination } from '../../shared/me';
import { PATHS } from '../../shared/routes';
import type { Database } from '../db/client';
import { profiles, userPreferences, userSubscriptions } from '../db/schema';
import type { Config } from '../env';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './errors';

/** Statuses that keep access (a provider still retrying a payment keeps it too). */
const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export function isSubscriptionActive(
  row:
    | { status: SubscriptionStatus; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }
    | undefined,
  now = new Date(),
): boolean {
  if (!row || !ACCESS_STATUSES.includes(row.status)) return false;
  return !(row.cancelAtPeriodEnd && row.currentPeriodEnd && row.currentPeriodEnd <= now);
}

/** The specification's sign-in destination (section 4), decided on the server only. */
export function destinationFor(access: Omit<Access, 'destination'>): Destination {
  if (!access.hasProfile || !access.hasPreferences) return PATHS.questionnaire;
  return access.subscription.active ? PATHS.dashboard : PATHS.subscription;
}

export async function loadAccess(
  db: Database,
  config: Pick<Config, 'complimentaryEmails'>,
  user: { id: string; email: string },
): Promise<Access> {
  const [profile, preferences, latest] = await Promise.all([
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).limit(1),
    db
      .select({ id: userPreferences.userId })
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id))
      .limit(1),
    db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, user.id))
      .orderBy(desc(userSubscriptions.createdAt))
      .limit(1),
  ]);
  const complimentary = config.complimentaryEmails.includes(user.email.toLowerCase());
  const row = latest[0];
  const base = {
    hasProfile: profile.length > 0,
    hasPreferences: preferences.length > 0,
    subscription: {
      status: row?.status ?? null,
      active: complimentary || isSubscriptionActive(row),
      complimentary,
    },
  };
  return { ...base, destination: destinationFor(base) };
}

/**
 * The dashboard gate on the server: a signed-in user (run after `requireUser`) with a
 * profile, preferences and an active subscription; 403 / 402 otherwise.
 */
export function requireSubscriber({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const access = await loadAccess(db, config, c.get('user'));
    if (!access.hasProfile || !access.hasPreferences) throw new AppError('ONBOARDING_REQUIRED');
    if (!access.subscription.active) throw new AppError('SUBSCRIPTION_REQUIRED');
    await next();
  });
}
