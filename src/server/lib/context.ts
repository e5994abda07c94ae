import type { Config } from '../env';
import type { Database } from '../db/client';
import type { Logger } from './logger';

/** What every route receives: settings, database and logger (no global singletons). */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    requestId: string;
  };
}
