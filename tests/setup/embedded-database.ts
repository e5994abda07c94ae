import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/postgres';
import { createTemplateDatabase } from './template-database';

const TEMPLATE = 'popote_template';

/** One embedded PostgreSQL for the whole run, in a temporary data folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-test-db-'));
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    preferredPort: 0,
    logger: pino({ level: 'silent' }),
  });
  await createTemplateDatabase(server.url, TEMPLATE);
  project.provide('databaseServerUrl', server.url);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
