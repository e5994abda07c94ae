import { desc, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { SubscriptionStatus } from '../../shared/constants';
import type { Access, Destination } from '../../shared/me';
import { PATHS } from '../../shared/routes';
import type { Database } from '../db/client';
import {
  householdMembers,
  households,
  profiles,
  userPreferences,
  userSubscriptions,
  users,
} from '../db/schema';
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

async function latestSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * The user's access. One subscription covers the whole household: a member has access while
 * the household's owner holds an active subscription (or while they hold one of their own).
 */
export async function loadAccess(
  db: Database,
  config: Pick<Config, 'complimentaryEmails'>,
  user: { id: string; email: string },
): Promise<Access> {
  const [profile, preferences, own, [home]] = await Promise.all([
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).limit(1),
    db
      .select({ id: userPreferences.userId })
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id))
      .limit(1),
    latestSubscription(db, user.id),
    db
      .select({ ownerId: households.ownerId, ownerEmail: users.email, ownerName: users.firstName })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .innerJoin(users, eq(users.id, households.ownerId))
      .where(eq(householdMembers.userId, user.id))
      .limit(1),
  ]);
  const complimentary = config.complimentaryEmails.includes(user.email.toLowerCase());
  const ownActive = complimentary || isSubscriptionActive(own);
  let sharedBy: string | null = null;
  if (!ownActive && home && home.ownerId !== user.id) {
    const ownerActive =
      config.complimentaryEmails.includes(home.ownerEmail.toLowerCase()) ||
      isSubscriptionActive(await latestSubscription(db, home.ownerId));
    if (ownerActive) sharedBy = home.ownerName;
  }
  const base = {
    hasProfile: profile.length > 0,
    hasPreferences: preferences.length > 0,
    subscription: {
      status: own?.status ?? null,
      active: ownActive || sharedBy !== null,
      complimentary,
      sharedBy,
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
