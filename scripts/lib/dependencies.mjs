import { existsSync } from 'node:fs';
import path from 'node:path';
import { digest, readStamp, ROOT, runOrFail, writeStamp } from './common.mjs';

const STAMP = path.join(ROOT, 'node_modules', '.popote-install');

/** Installs dependencies from the lock file when they are missing or older than it. */
export async function ensureDependencies() {
  const wanted = digest(['package.json', 'package-lock.json']);
  if (existsSync(path.join(ROOT, 'node_modules')) && readStamp(STAMP) === wanted) return;
  console.log('▸ Installation des dépendances (npm ci)…');
  await runOrFail('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeStamp(STAMP, wanted);
}
