import type { SubscriptionStatus } from './constants';
import { PATHS } from './routes';

// The answer of GET /api/me, shared by the server that builds it and the client that reads it.

/** The signed-in user, as the session knows them. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

/** Where the sign-in rule (specification, section 4) sends the user. */
export type Destination =
  typeof PATHS.dashboard | typeof PATHS.questionnaire | typeof PATHS.subscription;

export interface Access {
  hasProfile: boolean;
  hasPreferences: boolean;
  subscription: {
    /** The user's own subscription, if any. */
    status: SubscriptionStatus | null;
    active: boolean;
    complimentary: boolean;
    /** First name of the household's owner whose subscription gives access, else null. */
    sharedBy: string | null;
  };
  destination: Destination;
}

export interface MeResponse extends Access {
  user: SessionUser;
}

/** The user's access and household, read together. */
export interface Gate {
  access: Access;
  /** Null only for a user whose household row is missing (never after sign-up). */
  householdId: string | null;
}

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

/**
 * A cookie the page's script may read, set beside the session cookie and cleared with it: it
 * holds no secret, only says that a session may exist. The signed-out pages (/auth…) skip
 * GET /api/me without it, so a first-time visitor makes no request that answers 401.
 */
export const SESSION_HINT_COOKIE = 'popote.session_hint';
