import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/paths';

/** Arbitrary constant shared by every Popote process: one migrator at a time. */
const MIGRATION_LOCK_ID = 7_042_001;

/**
 * Applies the committed migrations. Several processes may start at once on one database:
 * a session-level advisory lock makes the others wait, then find nothing left to do.
 */
export async function applyMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
