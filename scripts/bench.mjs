// npm run bench: throughput and latency of the built server on this machine, against a
// temporary embedded database. Prints one table; see docs/performance.md for figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from './lib/build.mjs';
import { ROOT } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SCENARIOS = [
  { name: 'GET /api/health (database round trip)', path: '/api/health' },
  { name: 'GET / (app page)', path: '/' },
  { name: 'GET /page-inconnue (404 page)', path: '/page-inconnue' },
];

await ensureDependencies();
await build();
const { default: autocannon } = await import('autocannon');

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-'));
chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    BILLING_PROVIDER: 'sandbox',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  },
});

try {
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600) throw new Error('the server did not start');
    await sleep(100);
  }
  console.log(
    `Popote bench — ${CONNECTIONS} connections, ${DURATION_S} s each, node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const scenario of SCENARIOS) {
    const result = await autocannon({
      url: base + scenario.path,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const errors = result.errors + result.timeouts + (result['5xx'] ?? 0);
    console.log(
      `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
