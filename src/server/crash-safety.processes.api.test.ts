import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, postJson, sendJson, subscribedUser } from '../../tests/support/auth';
import { openEventStream } from '../../tests/support/event-stream';
import {
  startServerProcess,
  startServerUnderNonReapingParent,
  type ServerProcess,
} from '../../tests/support/server-process';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './db/embedded/postgres';
import { processState } from './db/embedded/processes';

// Crash safety, with real processes: Popote and PostgreSQL are stopped the way a machine or an
// operator stops them, and what a user would notice is checked through the HTTP API only.
// These tests bring their own PostgreSQL (TEST_DATABASE_URL is not used).

const OUTAGE_MESSAGE = 'Le service est momentanément indisponible. Réessayez dans un instant.';
/** How long an answer may take while the database is away: the pool gives up after 5 s. */
const OUTAGE_ANSWER_MS = 8_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A data folder PostgreSQL can use when the tests run as root (it then runs as `postgres`). */
async function tempDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = Date.now();
  const value = await run();
  return { value, ms: Date.now() - startedAt };
}

/** Polls until `check` holds, or fails after `timeoutMs` naming what was awaited. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: still not the case after ${timeoutMs} ms`);
    await sleep(200);
  }
}

const health = (server: ServerProcess) =>
  server.request('/api/health', { signal: AbortSignal.timeout(10_000) });

describe('an external PostgreSQL stopped, then started again, under a running server', () => {
  it('answers 503 with a French message meanwhile, then serves the same session again by itself', async () => {
    const dataDir = await tempDataDir('popote-outage-db-');
    const logger = pino({ level: 'silent' });
    let database: EmbeddedPostgresServer = await startEmbeddedPostgres({
      dataDir,
      preferredPort: 0,
      logger,
    });
    cleanups.push(() => database.stop());
    const server = await startServerProcess({ databaseUrl: database.url });
    cleanups.push(() => server.stop());

    const setup = connectDatabase(database.url, { poolSize: 1 });
    const lea = await subscribedUser(server, setup.db).finally(() => setup.close());
    const before = await sendJson(server, 'POST', '/api/shopping-items', lea.cookie, {
      name: 'Farine',
    });
    expect(before.status).toBe(201);
    // A page open through the outage: its live updates must come back without a reload.
    const page = await openEventStream(server, lea.cookie);
    cleanups.push(() => page.close());
    await page.waitFor('ready', 1, 10_000);

    await database.stop();

    const list = await timed(() =>
      server.request('/api/shopping-items', { headers: { Cookie: lea.cookie } }),
    );
    expect(list.value.status).toBe(503);
    expect(await list.value.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: OUTAGE_MESSAGE },
    });
    expect(list.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const add = await timed(async () =>
      sendJson(server, 'POST', '/api/shopping-items', lea.cookie, { name: 'Sucre' }),
    );
    expect(add.value.status).toBe(503);
    expect(await add.value.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: OUTAGE_MESSAGE },
    });
    expect(add.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const signIn = await timed(async () =>
      postJson(server, '/api/auth/sign-in/email', {
        email: lea.user.email,
        password: lea.user.password,
      }),
    );
    expect(signIn.value.status).toBe(503);
    expect(await signIn.value.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: OUTAGE_MESSAGE },
    });
    expect(signIn.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const signUp = await timed(async () =>
      postJson(server, '/api/auth/sign-up/email', newUser({ firstName: 'Hugo' })),
    );
    expect(signUp.value.status).toBe(503);
    expect(await signUp.value.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: OUTAGE_MESSAGE },
    });
    expect(signUp.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const session = await timed(() =>
      server.request('/api/auth/get-session', { headers: { Cookie: lea.cookie } }),
    );
    expect(session.value.status).toBe(503);
    expect(await session.value.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: OUTAGE_MESSAGE },
    });
    expect(session.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const unhealthy = await timed(() => health(server));
    expect(unhealthy.value.status).toBe(503);
    expect(await unhealthy.value.json()).toMatchObject({ database: 'unreachable' });
    expect(unhealthy.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    expect(server.running()).toBe(true);

    const { port } = database;
    database = await startEmbeddedPostgres({ dataDir, preferredPort: port, logger });
    expect(database.port, 'PostgreSQL is back on the port of DATABASE_URL').toBe(port);
    await waitFor(
      'GET /api/health answers 200 once PostgreSQL is back',
      async () => (await health(server)).status === 200,
      30_000,
    );

    // Listening again, the server asks the open page to fetch everything it may have missed.
    const topics = () =>
      page.named('change').map((event) => (event.data as { topic: string }).topic);
    await waitFor(
      'the open page is told to fetch again once PostgreSQL is back',
      async () => topics().includes('household'),
      30_000,
    );
    const changesBefore = topics().length;
    const after = await sendJson(server, 'POST', '/api/shopping-items', lea.cookie, {
      name: 'Sucre',
    });
    expect(after.status).toBe(201);
    await waitFor(
      'the open page hears of the item added after the outage',
      async () => topics().slice(changesBefore).includes('shopping'),
      10_000,
    );
    const back = await server.request('/api/shopping-items', { headers: { Cookie: lea.cookie } });
    expect(back.status).toBe(200);
    const { items } = (await back.json()) as { items: Array<{ name: string }> };
    expect(items.map((item) => item.name).sort()).toEqual(['Farine', 'Sucre']);
    expect(server.running()).toBe(true);
  }, 90_000);
});

/** The embedded PostgreSQL of a data folder, as its `postmaster.pid` and password file say. */
async function embeddedDatabase(dataDir: string) {
  const lines = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split(
    '\n',
  );
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return {
    pid: Number(lines[0]),
    url: `postgres://popote:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/popote`,
  };
}

const BURST_SIZE = 300;
const BURST_CONCURRENCY = 16;
/** Acknowledged writes before the crash: well into the burst, well before its end. */
const KILL_AFTER = 90;

describe('Popote and its embedded PostgreSQL killed (SIGKILL) during a burst of writes', () => {
  it('starts again on the same data folder by itself, with every acknowledged write there once', async () => {
    const dataDir = await tempDataDir('popote-crash-data-');
    // The first start initialises the cluster (initdb): slow on a busy machine.
    const first = await startServerProcess({ dataDir, startTimeoutMs: 90_000 });
    cleanups.push(() => first.stop());
    const before = await embeddedDatabase(dataDir);
    cleanups.push(async () => {
      // Only if a failed test left it running (a server stops its PostgreSQL itself): the file
      // is gone after a clean stop, and the pid must still be this cluster's postmaster.
      const { pid } = await embeddedDatabase(dataDir);
      if ((await readlink(`/proc/${pid}/cwd`)) === path.join(dataDir, 'postgres'))
        process.kill(pid, 'SIGKILL');
    });
    const setup = connectDatabase(before.url, { poolSize: 1 });
    const lea = await subscribedUser(first, setup.db).finally(() => setup.close());

    const names = Array.from(
      { length: BURST_SIZE },
      (_, index) => `Article ${String(index + 1).padStart(3, '0')}`,
    );
    const acknowledged = new Set<string>();
    let crashed: Promise<void> | undefined;
    const crash = () =>
      (crashed ??= (async () => {
        process.kill(before.pid, 'SIGKILL');
        await first.kill('SIGKILL');
      })());
    let next = 0;
    const worker = async () => {
      while (next < names.length && !crashed) {
        const name = names[(next += 1) - 1]!;
        const response = await Promise.resolve(
          sendJson(first, 'POST', '/api/shopping-items', lea.cookie, { name }),
        ).catch(() => null);
        if (response?.ok) {
          acknowledged.add(name);
          if (acknowledged.size >= KILL_AFTER) void crash();
        }
      }
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
    await crashed;
    const attempted = names.slice(0, next);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(attempted.length, 'the crash came before the end of the burst').toBeLessThan(BURST_SIZE);
    // Nothing was shut down cleanly: the data folder still names the dead postmaster.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'popote.lock'))).toBe(true);

    const second = await startServerProcess({ dataDir, startTimeoutMs: 90_000 });
    cleanups.push(() => second.stop());
    const list = await second.request('/api/shopping-items', { headers: { Cookie: lea.cookie } });
    expect(list.status).toBe(200);
    const stored = ((await list.json()) as { items: Array<{ name: string }> }).items.map(
      (item) => item.name,
    );
    const lost = [...acknowledged].filter((name) => !stored.includes(name));
    expect(lost, 'acknowledged writes missing after the restart').toEqual([]);
    expect(stored.length, 'no write is stored twice').toBe(new Set(stored).size);
    expect(stored.filter((name) => !attempted.includes(name))).toEqual([]);

    const after = await sendJson(second, 'POST', '/api/shopping-items', lea.cookie, {
      name: 'Après redémarrage',
    });
    expect(after.status).toBe(201);
  }, 180_000);
});

describe('Popote killed (SIGKILL) where nothing reaps it (a PID 1 that reaps late or never)', () => {
  it('starts again at once on the same data folder while the killed server is still a zombie', async () => {
    const dataDir = await tempDataDir('popote-zombie-data-');
    const first = await startServerUnderNonReapingParent({ dataDir, startTimeoutMs: 90_000 });
    cleanups.push(() => first.release());
    const database = await embeddedDatabase(dataDir);
    cleanups.push(async () => {
      // Only if a failed test left it running: the second server stops it otherwise.
      if ((await readlink(`/proc/${database.pid}/cwd`)) === path.join(dataDir, 'postgres'))
        process.kill(database.pid, 'SIGKILL');
    });
    const setup = connectDatabase(database.url, { poolSize: 1 });
    const lea = await subscribedUser(first, setup.db).finally(() => setup.close());
    expect(
      (await sendJson(first, 'POST', '/api/shopping-items', lea.cookie, { name: 'Farine' })).status,
    ).toBe(201);

    // `kill -9` of npm start's process group: the server dies; its PostgreSQL, in a group of
    // its own, runs on. Nothing waits for the server: it stays a zombie, its lock file left.
    process.kill(first.pid, 'SIGKILL');
    await waitFor(
      'the killed server is a zombie',
      async () => processState(first.pid) === 'Z',
      10_000,
    );
    expect(existsSync(path.join(dataDir, 'popote.lock'))).toBe(true);

    const second = await startServerProcess({ dataDir, startTimeoutMs: 90_000 });
    cleanups.push(() => second.stop());
    expect(processState(first.pid), 'still a zombie when the second server started').toBe('Z');
    const list = await second.request('/api/shopping-items', { headers: { Cookie: lea.cookie } });
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: Array<{ name: string }> };
    expect(items.map((item) => item.name)).toEqual(['Farine']);
  }, 180_000);
});
