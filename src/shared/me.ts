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
    /** The own subscription's period end (ISO): the trial's end, the renewal or the last day. */
    periodEnd: string | null;
    /** The own subscription ends at periodEnd instead of renewing. */
    cancelAtPeriodEnd: boolean;
  };
  destination: Destination;
}

export interface MeResponse extends Access {
  user: SessionUser;
  /**
   * Whether the Assistant Chef answers with a language model (LLM_BASE_URL or LLM_API_KEY set):
   * only then does the sidebar call it « IA » (issue 29). Absent from answers cached before.
   */
  assistant?: { languageModel: boolean };
}

/** The user's access and household, read together. */
export interface Gate {
  access: Access;
  /** Null only for a user whose household row is missing (never after sign-up). */
  householdId: string | null;
}

/** Statuses that keep access (a provider still retrying a payment keeps it too). */
const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * How long after a period's end a renewing Stripe subscription keeps access while its renewal
 * event is on its way (Stripe retries a webhook for days). The sandbox never renews: its periods
 * end on the dot.
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Who renews it; absent for a row written before the provider was known (read as Stripe). */
  provider?: 'sandbox' | 'stripe' | null;
}

/**
 * Whether a subscription gives access now: a status that keeps access, and a period not over —
 * a trial (FREE30 included), a cancellation and a period nobody renewed all end at the period's
 * end, whatever the provider. Only a renewing Stripe period gets the grace of its renewal event.
 */
export function isSubscriptionActive(
  row: SubscriptionState | null | undefined,
  now = new Date(),
): boolean {
  if (!row || !ACCESS_STATUSES.includes(row.status)) return false;
  if (!row.currentPeriodEnd) return true;
  const renews = row.provider !== 'sandbox' && !row.cancelAtPeriodEnd;
  const end = row.currentPeriodEnd.getTime() + (renews ? RENEWAL_GRACE_MS : 0);
  return now.getTime() < end;
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
