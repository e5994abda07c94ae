// npm run bench:recipes: installs what is missing, then runs the TypeScript benchmark.
import path from 'node:path';
import { ROOT, runOrFail } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await runOrFail(process.execPath, [
  path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
  path.join(ROOT, 'scripts/bench/recipes.ts'),
]);
