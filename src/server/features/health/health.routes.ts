import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { APP_VERSION } from '../../lib/paths';

const DATABASE_TIMEOUT_MS = 2_000;

async function databaseReachable(db: AppDeps['db']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: 200 when the database answers, 503 otherwise; always the version. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const ok = await databaseReachable(db);
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
