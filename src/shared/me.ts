import type { SubscriptionStatus } from './constants';
import type { PATHS } from './routes';

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
