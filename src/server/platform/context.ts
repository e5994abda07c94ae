import type { Gate, SessionUser } from '../../shared/me';
import type { Database } from '../db/client';
import type { Config } from '../env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** What the app is built from: settings, database and logger (no global singletons). */
export interface BaseDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

/** The base and the mail transport: what every feature's services start from. */
export interface PlatformDeps extends BaseDeps {
  mailer: Mailer;
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
