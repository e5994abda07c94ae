// npm start: install what is missing, build what changed, then run Popote in this process
// (so Ctrl-C and SIGTERM reach the server directly, which stops the database last).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './lib/build.mjs';
import { loadDotEnv, ROOT } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

loadDotEnv();
await ensureDependencies();
await build();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'index.js')).href);
