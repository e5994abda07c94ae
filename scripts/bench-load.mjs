// npm run bench:load: 200 signed-in households using Popote for 60 s on the embedded
// PostgreSQL, then every acknowledged write checked in the database. Builds first. See
// scripts/bench/load.ts and docs/reliability.md.
import path from 'node:path';
import { build } from './lib/build.mjs';
import { ROOT, runOrFail } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await build();
await runOrFail(process.execPath, [
  path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
  path.join(ROOT, 'scripts/bench/load.ts'),
]);
