import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'popote') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Popote: package.json not found above the server code');
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'migrations');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

export const APP_VERSION: string = JSON.parse(
  readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
).version;
