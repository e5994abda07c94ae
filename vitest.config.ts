import { defineConfig } from 'vitest/config';

// Projects: unit tests (node, or jsdom for files that say so), API tests in-process against a
// fresh database cloned per file from a migrated template — on the embedded PostgreSQL, and
// also on TEST_DATABASE_URL when it is set.
const apiTests = ['src/server/**/*.api.test.ts'];
// Tests that start and stop PostgreSQL clusters of their own: TEST_DATABASE_URL changes nothing
// for them, so they run in the `api` project only.
const ownDatabaseTests = [
  'src/server/crash-safety.processes.api.test.ts',
  'src/server/db/embedded/postgres.api.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.mjs',
            'eslint/**/*.test.mjs',
          ],
          exclude: apiTests,
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          environment: 'node',
          globalSetup: ['tests/setup/embedded-database.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api:postgres',
                include: apiTests,
                exclude: ownDatabaseTests,
                environment: 'node',
                globalSetup: ['tests/setup/external-database.ts'],
                setupFiles: ['tests/setup/fail-on-console-error.ts'],
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
