// The built server on a free port with a temporary embedded database, for the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './common.mjs';
import { benchMailSink } from './mail-sink.mjs';

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `dist/server/index.js` in production mode (sandbox payments opted in, mail to the
 * benchmarks' local SMTP sink, a fresh data folder) and
 * resolves once `/api/health` answers. `stop()` ends it and removes its data. `env` adds to or
 * replaces its settings; `nodeArgs` go to Node before the script (a CPU profile). The server's
 * standard output is dropped unless `BENCH_SERVER_STDOUT` is set (to read, say, `--trace-gc`).
 */
export async function startBenchServer({ host = '127.0.0.1', env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const mail = await benchMailSink();
  const base = `http://${host}:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-'));
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'dist/server/index.js')], {
    cwd: ROOT,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BILLING_PROVIDER: 'sandbox',
      UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
      SMTP_URL: mail.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let tries = 0; ; tries += 1) {
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 600) throw new Error('the server did not start');
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid };
}
