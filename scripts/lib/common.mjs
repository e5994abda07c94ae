// Helpers for the npm scripts. Only Node's own modules here: these run before
// dependencies are installed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrFail(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} a échoué (code ${code}).`);
    process.exit(code);
  }
}

/** Runs the project's Vite with these arguments (warnings and errors only); exits on failure. */
export function runVite(args) {
  return runOrFail(process.execPath, [
    path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    ...args,
    '--logLevel',
    'warn',
  ]);
}

/** Loads ./.env into process.env when present (values already set win). */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

function listFiles(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(ROOT, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

/** A digest of files and folders (paths and contents), to know when work must be redone. */
export function digest(entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function writeStamp(file, value) {
  writeFileSync(file, `${value}\n`);
}
