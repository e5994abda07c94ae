import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../platform/paths';
import { isAlive, processState } from './processes';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './postgres';

// What a start finds in a data folder after a crash (SIGKILL, power loss, a reboot), and must
// get past by itself: the user only ran `npm start` again.

const logger = pino({ level: 'silent' });
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  cleanups.length = 0;
});

async function crashedCluster() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-crashed-'));
  await chmod(dataDir, 0o755);
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startEmbeddedPostgres({ dataDir, preferredPort: 0, logger });
  cleanups.push(() => server.stop());
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  const crash = async () => {
    process.kill(postmaster, 'SIGKILL');
    while (isAlive(postmaster)) await sleep(50);
  };
  return { dataDir, server, pidFile, crash };
}

async function startAgain(dataDir: string): Promise<EmbeddedPostgresServer> {
  const server = await startEmbeddedPostgres({ dataDir, preferredPort: 0, logger });
  cleanups.push(() => server.stop());
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ answer: number }>('select 42 as answer');
    expect(rows).toEqual([{ answer: 42 }]);
  } finally {
    await client.end();
  }
  return server;
}

const START_IN_A_PROCESS = `
const { startEmbeddedPostgres } = await import('./src/server/db/embedded/postgres.ts');
const { pino } = await import('pino');
const dataDir = process.argv[1];
await startEmbeddedPostgres({ dataDir, preferredPort: 0, logger: pino({ level: 'silent' }) });
process.stdout.write('ready\\n');
setInterval(() => {}, 60_000);
`;

/**
 * A cluster started, as a Popote server starts it, by a Node process of its own — which is then
 * frozen (SIGSTOP): like a parent that never reaps (a PID 1 that reaps late or never), it
 * leaves its postmaster a zombie once that exits.
 */
async function clusterOfAFrozenParent() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-zombie-'));
  await chmod(dataDir, 0o755);
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', START_IN_A_PROCESS, dataDir],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  cleanups.push(async () => parent.kill('SIGKILL'));
  let output = '';
  parent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    parent.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    parent.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  cleanups.push(async () => isAlive(postmaster) && process.kill(postmaster, 'SIGKILL'));
  parent.kill('SIGSTOP');
  return { dataDir, pidFile, postmaster };
}

describe('the embedded PostgreSQL starting after a crash', () => {
  it('gets past a postmaster.pid naming a pid now used by another program, which it leaves alone', async () => {
    const cluster = await crashedCluster();
    await cluster.crash();
    // After a reboot the dead postmaster's pid may belong to anything.
    const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
    cleanups.push(async () => stranger.kill('SIGKILL'));
    const lines = (await readFile(cluster.pidFile, 'utf8')).split('\n');
    lines[0] = String(stranger.pid);
    await writeFile(cluster.pidFile, lines.join('\n'));

    await startAgain(cluster.dataDir);
    expect(stranger.exitCode).toBeNull();
    expect(stranger.signalCode).toBeNull();
  }, 60_000);

  it('gets past a server process of the crashed cluster that is still busy with a query', async () => {
    const cluster = await crashedCluster();
    const busy = new pg.Client({ connectionString: cluster.server.url });
    busy.on('error', () => undefined);
    await busy.connect();
    cleanups.push(() => busy.end());
    const {
      rows: [row],
    } = await busy.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = row!.pid;
    cleanups.push(async () => isAlive(backend) && process.kill(backend, 'SIGKILL'));
    // Computing, it never waits, so it does not notice that its postmaster died.
    busy.query('do $$ begin loop perform 1; end loop; end $$').catch(() => undefined);
    await sleep(300);
    await cluster.crash();
    await sleep(1000);
    expect(isAlive(backend), 'the busy server process outlives its postmaster').toBe(true);

    await startAgain(cluster.dataDir);
    expect(isAlive(backend)).toBe(false);
  }, 60_000);

  it('stops a postmaster left running whose parent never reaps it, then starts', async () => {
    const cluster = await clusterOfAFrozenParent();
    // The server that started it was killed: the postmaster runs on, its parent never waits.
    await startAgain(cluster.dataDir);
    expect(processState(cluster.postmaster), 'the old postmaster is a zombie').toBe('Z');
  }, 90_000);

  it('gets past the postmaster.pid of a killed postmaster not yet reaped (a zombie)', async () => {
    const cluster = await clusterOfAFrozenParent();
    process.kill(cluster.postmaster, 'SIGKILL');
    while (processState(cluster.postmaster) !== 'Z') await sleep(50);
    expect(await readFile(cluster.pidFile, 'utf8')).toMatch(
      new RegExp(`^${cluster.postmaster}\\n`),
    );

    await startAgain(cluster.dataDir);
  }, 90_000);
});
