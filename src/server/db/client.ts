import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** See docs/decisions/0015-database-outages.md. */
export const CONNECTION_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 30_000;

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(
  url: string,
  options: { poolSize?: number; onError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A request waits at most this long for a connection (a free one of the pool, or a new one
    // while the database is away), then fails with 503: never a hanging request.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // A connection whose peer vanished (a machine or network down) is found out by the kernel.
    keepAlive: true,
    // A statement runs at most this long in PostgreSQL; a database that stops answering
    // altogether gives the answer up a little later, on our side.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
