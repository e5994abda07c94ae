import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { digest, readStamp, ROOT, runOrFail, writeStamp } from './common.mjs';

const STAMP = path.join(ROOT, 'dist', '.build');
const INPUTS = ['src', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const OUTPUTS = ['dist/client/index.html', 'dist/server/index.js'];

/** Builds the client (Vite) and bundles the server (esbuild), unless the build is current. */
export async function build({ force = false } = {}) {
  const wanted = digest(INPUTS);
  const current =
    OUTPUTS.every((file) => existsSync(path.join(ROOT, file))) && readStamp(STAMP) === wanted;
  if (current && !force) return;

  console.log('▸ Construction de l’interface (Vite)…');
  await runOrFail(process.execPath, [
    path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);

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
