import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from '../household';
import { databaseReachable } from '../../platform/database-status';
import { APP_VERSION } from '../../platform/paths';

const DATABASE_TIMEOUT_MS = 2_000;

/** GET /api/health: 200 when the database answers, 503 otherwise; always the version. */
export function healthRoutes({ db }: HouseholdServices) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const ok = await databaseReachable(db, DATABASE_TIMEOUT_MS);
    return c.json(
      {
        status: ok ? 'ok' : 'unavailable',
        version: APP_VERSION,
        database: ok ? 'ok' : 'unreachable',
      },
      ok ? 200 : 503,
    );
  });
}
