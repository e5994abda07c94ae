// npm run build: the client into dist/client, the server into dist/server.
import { build } from './lib/build.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await build({ force: true });
console.log('✔ Construction terminée (dist/).');
