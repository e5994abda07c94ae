// npm run dev: the API server under `tsx watch` on DEV_API_PORT, and Vite with HMR on PORT
// proxying /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv, ROOT } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

loadDotEnv();
await ensureDependencies();

const port = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const server = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/index.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: apiPort,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    SERVE_CLIENT: 'false',
  },
});
const vite = spawn(bin('vite'), [], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DEV_API_PORT: apiPort },
});

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  server.kill('SIGTERM');
  Promise.all(
    [vite, server].map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', resolve),
        ),
    ),
  ).then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
server.once('exit', (code) => stop(code ?? 1));
vite.once('exit', (code) => stop(code ?? 1));
