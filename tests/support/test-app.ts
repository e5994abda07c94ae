import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app';
import { createServices } from '../../src/server/services';
import { connectDatabase, type Database } from '../../src/server/db/client';
import { parseEnv, type RawEnv } from '../../src/server/env';
import { adminQuery, withDatabase } from '../setup/template-database';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `popote_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(
        serverUrl,
        `create database "${name}" template "${inject('templateDatabase')}"`,
      );
      break;
    } catch (error) {
      // 55006: another file is cloning the template at this very moment.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  const url = withDatabase(serverUrl, name);
  const handle = connectDatabase(url, { poolSize: 4 });
  return {
    url,
    db: handle.db,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The whole Hono app, in-process, on a fresh database; `close()` drops the database. */
export const TEST_BASE_URL = 'http://localhost:3000';

export async function createTestApp(env: RawEnv = {}) {
  const database = await createTestDatabase();
  const config = parseEnv({ NODE_ENV: 'test', PUBLIC_BASE_URL: TEST_BASE_URL, ...env });
  const services = createServices({
    config,
    db: database.db,
    logger: pino({ level: 'silent' }),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
  });
  const app = createApp(services, { clientDir: null });
  return {
    app,
    db: database.db,
    url: database.url,
    config,
    services,
    async close() {
      await services.events.close();
      await database.drop();
    },
  };
}
