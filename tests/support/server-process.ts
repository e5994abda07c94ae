import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/server/platform/paths';
import { TEST_BASE_URL } from './test-app';

const START_TIMEOUT_MS = 30_000;
const KILL_AFTER_MS = 5_000;
const OUTPUT_LIMIT = 32 * 1024;
const PORT_ATTEMPTS = 3;
/** The secret of the in-process test apps (test-app.ts): their sessions are valid here too. */
const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** A real Popote server (`src/server/index.ts` under tsx) in a process of its own. */
export interface ServerProcess {
  /** Where it listens, e.g. http://127.0.0.1:40123 (not its PUBLIC_BASE_URL). */
  url: string;
  pid: number;
  /** fetch() against this process; paths are relative to `url`. Fits the helpers of auth.ts. */
  request(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The last 32 KB of its stdout and stderr (warnings and errors are logged as JSON lines). */
  output(): string;
  /** SIGTERM (a graceful stop), SIGKILL if it has not exited after 5 s. */
  stop(): Promise<void>;
  /** Resolves once the process has exited, with its exit code or the signal that ended it. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal (SIGKILL: a crash) and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Whether the process is still running (it has not exited). */
  running(): boolean;
}

export type ServerProcessOptions = (
  | {
      /** An existing database (createTestDatabase); the server applies migrations at start. */
      databaseUrl: string;
      dataDir?: never;
    }
  | {
      /**
       * No DATABASE_URL: the server runs its own embedded PostgreSQL in this data folder
       * (created and initialised when empty), on a free port.
       */
      dataDir: string;
      databaseUrl?: never;
    }
) & {
  /** Settings of env.ts, over the defaults below. */
  env?: Record<string, string>;
  /** How long the start may take before /api/health answers 200 (default 30 s). */
  startTimeoutMs?: number;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Only what a server needs from the test's environment (no DATABASE_URL or secret of the
 * developer's shell leaks in). Every process shares the public URL and the auth secret of the
 * in-process test apps: a session made on one is valid on all, as behind a load balancer.
 */
function processEnv(
  options: ServerProcessOptions,
  port: number,
  embeddedDbPort: number,
): NodeJS.ProcessEnv {
  const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']
    .filter((name) => process.env[name] !== undefined)
    .map((name) => [name, process.env[name]]);
  return {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(options.databaseUrl !== undefined
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: options.dataDir, EMBEDDED_DB_PORT: String(embeddedDbPort) }),
    DATABASE_POOL_SIZE: '4',
    PUBLIC_BASE_URL: TEST_BASE_URL,
    AUTH_SECRET,
    SERVE_CLIENT: 'false',
    // A request that never ends holds a graceful stop until this timeout: 2 s instead of 10.
    SHUTDOWN_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    ...options.env,
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function stopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      await exited(child);
      clearTimeout(timer);
    })());
}

/** Node's arguments to run a server (src/server/index.ts under tsx). */
const SERVER_ARGS = [
  '--import',
  'tsx',
  '--import',
  './tests/support/exit-with-parent.ts',
  'src/server/index.ts',
];

async function startOnce(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const embeddedDbPort = options.dataDir === undefined ? 0 : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: PROJECT_ROOT,
    env: processEnv(options, port, embeddedDbPort),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  // 'close' comes after the last output, so an early exit is reported with all of it.
  let closed = false;
  child.once('close', () => (closed = true));
  const stop = stopper(child);
  const handle: ServerProcess = {
    url,
    pid: child.pid!,
    request: (input, init) => fetch(typeof input === 'string' ? `${url}${input}` : input, init),
    output: () => log,
    stop,
    exited: () => exited(child).then(() => ({ code: child.exitCode, signal: child.signalCode })),
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited(child);
    },
    running: () => child.exitCode === null && child.signalCode === null,
  };

  try {
    await waitForHealth(url, options.startTimeoutMs ?? START_TIMEOUT_MS, {
      exited: () => closed,
      describe: () => `port ${port}, exit ${child.exitCode ?? child.signalCode}`,
      output: () => log,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return handle;
}

/** Polls GET /api/health until it answers 200; fails with the output if the server exits. */
async function waitForHealth(
  url: string,
  timeoutMs: number,
  server: { exited(): boolean; describe(): string; output(): string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exited()) {
      throw new Error(
        `Popote server process (${server.describe()}) exited before answering /api/health:\n${server.output()}`,
      );
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Popote server process (${server.describe()}) did not answer /api/health within ${timeoutMs / 1000} s:\n${server.output()}`,
      );
    }
    await sleep(100);
  }
}

/**
 * Starts a server process on a free port and resolves once GET /api/health answers 200.
 * The port is asked from the OS then released, so another program may take it in between:
 * the start is tried again on a fresh port when that happens.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      const portTaken = /EADDRINUSE|déjà utilisé/.test(String(error));
      if (!portTaken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

/** Starts `count` processes side by side; if one fails, the others are stopped before throwing. */
export async function startServerProcesses(
  count: number,
  options: ServerProcessOptions,
): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess(options)),
  );
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((server) => server.stop()));
    throw failure.reason;
  }
  return started;
}

/** A server whose parent never waits for it (startServerUnderNonReapingParent). */
export interface UnreapedServerProcess {
  url: string;
  /** The server's own pid (not its parent's). */
  pid: number;
  request(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  output(): string;
  /** Kills the server if it still runs, then its parent: the zombie goes to PID 1 to be reaped. */
  release(): Promise<void>;
}

/**
 * A server on its embedded PostgreSQL in `dataDir`, under a parent that never reaps it: `sh`
 * starts it in the background, tells its pid, then becomes `sleep` (exec), which never waits
 * for a child. Killed, the server stays a zombie — as under a PID 1 that reaps late or never,
 * in some containers, after `kill -9` of `npm start`'s process group. No IPC channel: the
 * test must release it.
 */
export async function startServerUnderNonReapingParent(options: {
  dataDir: string;
  startTimeoutMs?: number;
}): Promise<UnreapedServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const parent = spawn(
    'sh',
    [
      '-c',
      '"$@" 3>&- & echo $! >&3; exec sleep 3600 3>&- </dev/null >/dev/null 2>&1',
      'sh',
      process.execPath,
      ...SERVER_ARGS,
    ],
    {
      cwd: PROJECT_ROOT,
      env: processEnv(options, port, await freePort()),
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  let said = '';
  for await (const chunk of parent.stdio[3] as NodeJS.ReadableStream) said += String(chunk);
  const pid = Number(said.trim());
  if (!Number.isInteger(pid) || pid <= 0) {
    parent.kill('SIGKILL');
    throw new Error(`No server pid from the shell: ${said}`);
  }
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  parent.stdout!.on('data', collect);
  parent.stderr!.on('data', collect);
  // Only the server writes there (sleep's output goes to /dev/null): closed, it has exited.
  let gone = false;
  parent.stdout!.once('close', () => (gone = true));
  const release = async () => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    if (parent.exitCode === null && parent.signalCode === null) {
      parent.kill('SIGKILL');
      await exited(parent);
    }
  };
  const server: UnreapedServerProcess = {
    url,
    pid,
    request: (input, init) => fetch(typeof input === 'string' ? `${url}${input}` : input, init),
    output: () => log,
    release,
  };
  try {
    await waitForHealth(url, options.startTimeoutMs ?? START_TIMEOUT_MS, {
      exited: () => gone,
      describe: () => `port ${port}, pid ${pid}`,
      output: () => log,
    });
  } catch (error) {
    await release();
    throw error;
  }
  return server;
}
