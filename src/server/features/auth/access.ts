import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createMiddleware } from 'hono/factory';
import {
  destinationFor,
  isSubscriptionActive,
  type Access,
  type Gate,
  type SessionUser,
} from '../../../shared/me';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  householdMembers,
  households,
  profiles,
  sessions,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';
import type { Config } from '../../env';
import type { AppEnv } from '../../platform/context';
import type { AuthServices } from './services';
import { AppError } from '../../platform/errors';

const owners = alias(users, 'owners');
const ownerSubscriptions = alias(userSubscriptions, 'owner_subscriptions');

/**
 * The gate's query: the user, their profile, preferences, subscription, household and its
 * owner's subscription in one round trip — found by user id, or by session token (then with the
 * session's expiry). Prepared once per database: every dashboard request runs it, and a named
 * statement is neither rebuilt by Drizzle nor parsed again by PostgreSQL.
 */
function prepareGate(db: Database, by: 'userId' | 'token') {
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
      sessionExpiresAt: sessions.expiresAt,
      hasProfile: sql<boolean>`${profiles.id} is not null`,
      hasPreferences: sql<boolean>`${userPreferences.userId} is not null`,
      own: {
        status: userSubscriptions.status,
        cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: userSubscriptions.currentPeriodEnd,
        provider: userSubscriptions.provider,
      },
      householdId: householdMembers.householdId,
      ownerId: households.ownerId,
      ownerEmail: owners.email,
      ownerEmailVerified: owners.emailVerified,
      ownerName: owners.firstName,
      owner: {
        status: ownerSubscriptions.status,
        cancelAtPeriodEnd: ownerSubscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: ownerSubscriptions.currentPeriodEnd,
        provider: ownerSubscriptions.provider,
      },
    })
    .from(users)
    .leftJoin(sessions, by === 'token' ? eq(sessions.userId, users.id) : sql`false`)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .leftJoin(householdMembers, eq(householdMembers.userId, users.id))
    .leftJoin(households, eq(households.id, householdMembers.householdId))
    .leftJoin(owners, eq(owners.id, households.ownerId))
    .leftJoin(ownerSubscriptions, eq(ownerSubscriptions.userId, households.ownerId))
    .where(
      by === 'token'
        ? eq(sessions.token, sql.placeholder('token'))
        : eq(users.id, sql.placeholder('userId')),
    )
    .limit(1)
    .prepare(`popote_gate_by_${by}`);
}

const gateByUserId = preparedPerDatabase((db) => prepareGate(db, 'userId'));
const gateByToken = preparedPerDatabase((db) => prepareGate(db, 'token'));
type GateRow = Awaited<ReturnType<ReturnType<typeof prepareGate>['execute']>>[number];

/**
 * An address of COMPLIMENTARY_EMAILS counts as subscribed once its owner proved it is theirs
 * (the verification link followed): whoever registers it first gets nothing before that.
 */
function isComplimentary(
  config: Pick<Config, 'complimentaryEmails'>,
  email: string,
  verified: boolean | null | undefined,
): boolean {
  return verified === true && config.complimentaryEmails.includes(email.toLowerCase());
}

/**
 * What the row says of access. One subscription covers the whole household: a member has
 * access while the household's owner holds an active subscription (or while they hold one of
 * their own).
 */
function gateOf(
  row: GateRow | undefined,
  config: Pick<Config, 'complimentaryEmails'>,
  user: { id: string; email: string },
): Gate {
  // Left joins: a user without a subscription reads as null.
  const own = row?.own ?? undefined;
  const complimentary = isComplimentary(config, user.email, row?.user.emailVerified);
  const ownActive = complimentary || isSubscriptionActive(own);
  let sharedBy: string | null = null;
  if (!ownActive && row?.ownerId && row.ownerId !== user.id && row.ownerEmail) {
    const ownerActive =
      isComplimentary(config, row.ownerEmail, row.ownerEmailVerified) ||
      isSubscriptionActive(row.owner ?? undefined);
    if (ownerActive) sharedBy = row.ownerName;
  }
  const base = {
    hasProfile: row?.hasProfile ?? false,
    hasPreferences: row?.hasPreferences ?? false,
    subscription: {
      status: own?.status ?? null,
      active: ownActive || sharedBy !== null,
      complimentary,
      sharedBy,
      periodEnd: own?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: own?.cancelAtPeriodEnd ?? false,
    },
  };
  return {
    access: { ...base, destination: destinationFor(base) },
    householdId: row?.householdId ?? null,
  };
}

/** The user's access and household in one round trip. */
export async function loadGate(
  db: Database,
  config: Pick<Config, 'complimentaryEmails'>,
  user: { id: string; email: string },
): Promise<Gate> {
  const [row] = await gateByUserId(db).execute({ userId: user.id });
  return gateOf(row, config, user);
}

/**
 * A session token's user, the session's expiry, and the user's gate, in one round trip (the
 * session check of every request); null for an unknown token.
 */
export async function loadSessionGate(
  db: Database,
  config: Pick<Config, 'complimentaryEmails'>,
  token: string,
): Promise<{ user: SessionUser; expiresAt: Date; gate: Gate } | null> {
  const [row] = await gateByToken(db).execute({ token });
  if (!row?.sessionExpiresAt) return null;
  const user = { ...row.user, avatarUrl: row.user.avatarUrl ?? null };
  return { user, expiresAt: row.sessionExpiresAt, gate: gateOf(row, config, user) };
}

/** The user's access (see `loadGate`). */
export async function loadAccess(
  db: Database,
  config: Pick<Config, 'complimentaryEmails'>,
  user: { id: string; email: string },
): Promise<Access> {
  return (await loadGate(db, config, user)).access;
}

/**
 * The dashboard gate on the server: a signed-in user (run after `requireUser`) with a
 * profile, preferences and an active subscription; 403 / 402 otherwise.
 */
export function requireSubscriber({ db, config }: Pick<AuthServices, 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Read with the session when the session's fast path ran; else now.
    const { access, householdId } = c.get('gate') ?? (await loadGate(db, config, c.get('user')));
    if (!access.hasProfile || !access.hasPreferences) throw new AppError('ONBOARDING_REQUIRED');
    if (!access.subscription.active) throw new AppError('SUBSCRIPTION_REQUIRED');
    // Read in the same round trip: `withHousehold` then has nothing to ask.
    if (householdId) c.set('householdId', householdId);
    await next();
  });
}
