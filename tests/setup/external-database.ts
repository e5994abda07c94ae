import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminQuery, createTemplateDatabase } from './template-database';

/** The same API tests against the PostgreSQL of TEST_DATABASE_URL (e.g. Debian's 15). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = `popote_template_${randomBytes(4).toString('hex')}`;
  await createTemplateDatabase(serverUrl, template);
  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await adminQuery(serverUrl, `drop database if exists "${template}" with (force)`);
  };
}
