import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used (it needs no database): migrations are
// committed and applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
