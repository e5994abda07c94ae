import type { SessionUser } from '../../shared/me';
import type { Gate } from './access';
import type { Database } from '../db/client';
import type { Config } from '../env';
import type { Auth } from './auth/auth';
import type { HouseholdEvents } from './household-events';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/payment-provider';
import type { CatalogueEngine } from './recipes/catalogue-engine';
import type { RecipeEngine } from './recipes/recipe';
import type { SuggestionCache } from './recipes/suggestion-cache';

/** What the app is built from: settings, database and logger (no global singletons). */
export interface BaseDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

/** What every route receives: the base, plus the services built from it. */
export interface AppDeps extends BaseDeps {
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProvider;
  recipes: RecipeEngine;
  /** Popote's own recipes, searched by the Assistant Chef whichever engine suggests. */
  catalogue: CatalogueEngine;
  suggestionCache: SuggestionCache;
  /** Household changes across every server process (LISTEN/NOTIFY), for `GET /api/events`. */
  events: HouseholdEvents;
}

export type { SessionUser };

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by `requireUser`. */
    user: SessionUser;
    /** Set by `withHousehold` (or by `requireSubscriber`, which reads it with the access). */
    householdId: string;
    /** Set by `requireUser` when it read the access with the session (see `loadSessionGate`). */
    gate?: Gate;
  };
}
