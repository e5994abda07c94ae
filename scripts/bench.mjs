// npm run bench: Popote's whole stack against its floor on this machine — a bare node:http
// server, primary-key reads on the same PostgreSQL, Popote's authenticated reads and its
// suggestions — with the ratios and the server's peak memory. Builds first; one embedded
// PostgreSQL in a temporary folder. See scripts/bench/stack.ts and docs/performance.md.
import path from 'node:path';
import { build } from './lib/build.mjs';
import { ROOT, runOrFail } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await build();
await runOrFail(process.execPath, [
  path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
  path.join(ROOT, 'scripts/bench/stack.ts'),
]);
