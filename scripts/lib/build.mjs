import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { digest, readStamp, ROOT, runVite, writeStamp } from './common.mjs';
import { prerender } from './prerender.mjs';

const STAMP = path.join(ROOT, 'dist', '.build');
const INPUTS = [
  'src',
  'vite.config.ts',
  'scripts/lib/pwa-options.mjs',
  'scripts/lib/splash.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const OUTPUTS = [
  'dist/client/index.html',
  'dist/client/sw.js',
  'dist/prerendered/index.html',
  'dist/prerendered/auth.html',
  'dist/server/index.js',
];
// Settings written into the public pages when they are built (public-settings.mjs; its zod is
// not imported here: this runs before the dependencies are installed).
const BUILD_ENV_PREFIXES = ['CONTACT_EMAIL', 'SOCIAL_', 'AGENCY_'];

function buildSettings() {
  const entries = Object.entries(process.env)
    .filter(([name]) => BUILD_ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

/** Builds the client (Vite) and bundles the server (esbuild), unless the build is current. */
export async function build({ force = false } = {}) {
  const wanted = `${digest(INPUTS)} ${buildSettings()}`;
  const current =
    OUTPUTS.every((file) => existsSync(path.join(ROOT, file))) && readStamp(STAMP) === wanted;
  if (current && !force) return;

  console.log('▸ Construction de l’interface (Vite)…');
  await runVite(['build']);
  // The public pages' own entry and the /auth pages', added to dist/client (vite.config.ts).
  await runVite(['build', '--mode', 'public']);
  await runVite(['build', '--mode', 'auth']);

  console.log('▸ Pré-rendu des pages publiques…');
  await prerender();

  console.log('▸ Construction du serveur (esbuild)…');
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    entryPoints: [path.join(ROOT, 'src/server/index.ts')],
    outfile: path.join(ROOT, 'dist/server/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });

  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeStamp(STAMP, wanted);
}
