import pg from 'pg';
import { applyMigrations } from '../../src/server/db/migrate';

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a database, applies the committed migrations: per-file databases clone it. */
export async function createTemplateDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(serverUrl, `create database "${name}"`);
  await applyMigrations(withDatabase(serverUrl, name));
}
