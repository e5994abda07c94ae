// Installs dependencies from the lock file when missing or stale (what npm start/test do first).
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
