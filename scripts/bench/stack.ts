// npm run bench — Popote's whole stack against its floor, side by side in one run, on one
// embedded PostgreSQL:
//   (a) a bare node:http « hello world » (the floor of any Node HTTP server on this machine);
//   (b) pgbench -S style reads: SELECT abalance FROM bench_accounts WHERE aid = $1 on a
//       100 000-row table, through node-postgres (the floor of any read that touches the database);
//   (b′) node:http answering each request with one such read (a pool of 10): what HTTP and one
//       round trip per request leave of (b) on this machine;
//   (c) Popote's authenticated reads: GET /api/shopping-items and GET /api/stats, round robin
//       over signed-in households with data (session, subscription gate, household, query, JSON);
//   (d) recipe suggestions: POST /api/recipes/suggestions with « Régénérer » (no cache), one
//       person at a time (the latency they see) and under the same load as (c).
// It prints throughput and latency of each, the CPU each server and PostgreSQL spent, the ratios
// c/a, c/b and c/b′, and the server's peak RSS. (a), (b′) and Popote run as child processes of
// their own; the load comes from this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { DISH_TYPES } from '../../src/shared/constants';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/postgres';
import {
  cpuSeconds,
  fixed,
  freePort,
  peakRss,
  percentile,
  postgresCpuSeconds,
  signUpHousehold,
  startPopote,
  stopChild,
  waitFor,
} from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 20);
const ACCOUNTS = 100_000;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number | null;
  p99: number;
  errors: number;
  /** CPU time the server under test spent per request, µs (all its threads). */
  serverUs?: number;
  /** PostgreSQL's CPU, % of one core, while the scenario ran. */
  postgresCpu?: number;
  /** This process's CPU (the load, and (b)'s client), % of one core. */
  loadCpu?: number;
}

/** A scenario measured here, request by request (latencies in ms, in any order). */
function measuredRow(name: string, latencies: number[], errors: number): Row {
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: latencies.length / DURATION_S,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** Runs a scenario, adding the CPU the server (`pid`) and PostgreSQL spent on it. */
async function withCpu(
  pgdata: string,
  pid: number | undefined,
  scenario: () => Promise<Row>,
): Promise<Row> {
  const server = pid === undefined ? 0 : cpuSeconds(pid);
  const postgres = postgresCpuSeconds(pgdata);
  const started = performance.now();
  const load = process.cpuUsage();
  const row = await scenario();
  const loadUsed = process.cpuUsage(load);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...row,
    ...(pid === undefined
      ? {}
      : { serverUs: (1e6 * (cpuSeconds(pid) - server)) / (row.rps * DURATION_S) }),
    postgresCpu: (100 * (postgresCpuSeconds(pgdata) - postgres)) / seconds,
    loadCpu: (loadUsed.user + loadUsed.system) / 1e4 / seconds,
  };
}

async function cannon(
  name: string,
  options: autocannon.Options,
  connections = CONNECTIONS,
): Promise<Row> {
  const result = await autocannon({ connections, duration: DURATION_S, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: null,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A small Node server of the benchmark's own (`script` listens on the port it is given). */
async function spawnServer(script: (port: number) => string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', script(port)], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/`, child).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

/** pgbench's accounts table, for (b) and (b′). */
async function createAccounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'CREATE TABLE IF NOT EXISTS bench_accounts (aid integer PRIMARY KEY, bid integer NOT NULL, abalance integer NOT NULL, filler character(84))',
  );
  await client.query('TRUNCATE bench_accounts');
  await client.query(
    `INSERT INTO bench_accounts SELECT aid, 1, 0, '' FROM generate_series(1, ${ACCOUNTS}) AS aid`,
  );
  await client.query('VACUUM ANALYZE bench_accounts');
  return {
    drop: async () => {
      await client.query('DROP TABLE bench_accounts');
      await client.end();
    },
  };
}

/** (b): `CONNECTIONS` clients reading one row by primary key in a loop, like pgbench -S. */
async function primaryKeyReads(url: string): Promise<Row> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          const aid = 1 + Math.floor(Math.random() * ACCOUNTS);
          const sent = performance.now();
          try {
            await client.query({
              name: 'select-account',
              text: 'SELECT abalance FROM bench_accounts WHERE aid = $1',
              values: [aid],
            });
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - sent);
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return measuredRow('(b) SELECT by primary key (pgbench -S style)', latencies, errors);
}

const FRIDGE = [
  { name: 'Tomates', quantity: 4, unit: 'unité' },
  { name: 'Courgettes', quantity: 2, unit: 'unité' },
  { name: 'Œufs', quantity: 6, unit: 'unité' },
];
const LIST = [
  'Farine',
  'Lait',
  'Beurre',
  'Pommes',
  'Carottes',
  'Riz',
  'Pâtes',
  'Yaourts',
  'Pain',
  'Café',
  'Oignons',
  'Ail',
  'Poivrons',
  'Citrons',
  'Chocolat',
];

/** A signed-in household with a list, a plan and a fridge; its cookie. */
async function household(base: string, index: number): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: base };
  const cookie = await signUpHousehold(base, index);
  const send = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
  };
  for (const name of LIST) await send('POST', '/api/shopping-items', { name, quantity: '2' });
  for (const item of FRIDGE) await send('POST', '/api/inventory-items', item);
  for (let day = 1; day <= 5; day += 1) {
    await send('POST', '/api/planned-meals', {
      recipeTitle: `Repas ${day}`,
      date: `2026-12-0${day}`,
      time: '19:00',
      servings: 3,
    });
  }
  return cookie;
}

/** Each request of a scenario goes out as the next household, in turn. */
function asHouseholds(cookies: string[]): (request: autocannon.Request) => autocannon.Request {
  let next = 0;
  return (request) => {
    next = (next + 1) % cookies.length;
    return {
      ...request,
      headers: { ...request.headers, cookie: cookies[next]! },
    };
  };
}

/** (d) one person at a time: the latency they see, p95 included. */
async function suggestionsAlone(base: string, cookie: string, origin: string): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  for (let turn = 0; performance.now() < deadline; turn += 1) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/recipes/suggestions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify({
        type: DISH_TYPES[turn % DISH_TYPES.length],
        fridge: turn % 4 === 0,
        regenerate: true,
      }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    // 404: no recipe of that type uses this fridge — an answer, not an error.
    if (response.status >= 500 || response.status === 429) errors += 1;
  }
  return measuredRow('(d) suggestions, one person at a time', latencies, errors);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-'));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres({
    dataDir,
    preferredPort: 0,
    logger: pino({ level: 'warn' }),
  });
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let popote: Awaited<ReturnType<typeof startPopote>> | undefined;
  try {
    const pgdata = path.join(dataDir, 'postgres');
    const postgresUrl = database.url.replace(/\/popote$/, '/postgres');
    const accounts = await createAccounts(postgresUrl);
    cleanups.push(accounts.drop);
    // (a) the bare HTTP floor.
    const hello = await spawnServer(
      (port) =>
        `require('node:http').createServer((req, res) => { res.setHeader('Content-Type', 'application/json'); res.end('{"bonjour":"le monde"}'); }).listen(${port}, '127.0.0.1')`,
    );
    children.push(hello.child);
    // (b′) the floor of any read that touches the database: node:http and node-postgres (a
    // pool of 10, like Popote's), one primary-key read per request, its row as JSON.
    const floor = await spawnServer(
      (port) =>
        `const pool = new (require('pg').Pool)({ connectionString: ${JSON.stringify(postgresUrl)}, max: 10 });
        require('node:http').createServer(async (req, res) => {
          const { rows } = await pool.query({ name: 'read', text: 'SELECT abalance FROM bench_accounts WHERE aid = $1', values: [1 + Math.floor(Math.random() * ${ACCOUNTS})] });
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(rows[0]));
        }).listen(${port}, '127.0.0.1')`,
    );
    children.push(floor.child);

    // Popote, built, in production mode, on the same database as (b).
    const emails = Array.from({ length: HOUSEHOLDS }, (_, i) => `bench-${i}@popote.localhost`);
    popote = await startPopote(database.url, emails);
    const { base } = popote;

    const cookies: string[] = [];
    for (let index = 0; index < HOUSEHOLDS; index += 1) cookies.push(await household(base, index));
    const authed = (route: string, method = 'GET', body?: string): autocannon.Options => ({
      url: `${base}${route}`,
      requests: [
        {
          method: method as autocannon.Request['method'],
          path: route,
          headers: { 'content-type': 'application/json', origin: base },
          ...(body ? { body } : {}),
          setupRequest: asHouseholds(cookies),
        },
      ],
    });

    const rows: Row[] = [];
    // BENCH_ONLY=reads: Popote's reads alone (to profile them).
    if (process.env.BENCH_ONLY === 'reads') {
      const only = await cannon('(c) GET /api/shopping-items', authed('/api/shopping-items'));
      console.log(only);
      return;
    }
    rows.push(
      await withCpu(pgdata, hello.child.pid, () =>
        cannon('(a) node:http hello world', { url: hello.url }),
      ),
    );
    rows.push(await withCpu(pgdata, undefined, () => primaryKeyReads(postgresUrl)));
    rows.push(
      await withCpu(pgdata, floor.child.pid, () =>
        cannon('(b′) node:http + one primary-key read', { url: floor.url }),
      ),
    );
    const pid = popote.pid;
    const [reads, readsRss] = await peakRss(pid, async () => [
      await withCpu(pgdata, pid, () =>
        cannon('(c) GET /api/shopping-items', authed('/api/shopping-items')),
      ),
      await withCpu(pgdata, pid, () => cannon('(c) GET /api/stats', authed('/api/stats'))),
    ]);
    rows.push(...reads);
    const [suggestLoad, suggestRss] = await peakRss(pid, () =>
      withCpu(pgdata, pid, () =>
        cannon(
          `(d) suggestions, ${CONNECTIONS} at once`,
          authed(
            '/api/recipes/suggestions',
            'POST',
            JSON.stringify({ type: 'plat', regenerate: true }),
          ),
        ),
      ),
    );
    rows.push(await withCpu(pgdata, pid, () => suggestionsAlone(base, cookies[0]!, base)));
    rows.push(suggestLoad);

    console.log(
      `Popote bench — ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${HOUSEHOLDS} households, node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}\n`,
    );
    console.log(
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | server CPU µs/request | PostgreSQL CPU % | load CPU % |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.rps)} | ${fixed(row.p50)} | ${row.p95 === null ? '—' : fixed(row.p95)} | ${fixed(row.p99)} | ${row.errors} | ${row.serverUs === undefined ? '—' : Math.round(row.serverUs)} | ${Math.round(row.postgresCpu ?? 0)} | ${Math.round(row.loadCpu ?? 0)} |`,
      );
    }
    const [a, b, floorRow] = rows;
    console.log('');
    for (const read of reads) {
      console.log(
        `${read.name}: c/a = ${(read.rps / a!.rps).toFixed(2)}, c/b = ${(read.rps / b!.rps).toFixed(2)} (goal c/b ≥ 0.35), c/b′ = ${(read.rps / floorRow!.rps).toFixed(2)}`,
      );
    }
    console.log(
      `(b′) against (b): ${(floorRow!.rps / b!.rps).toFixed(2)} — what HTTP and one round trip leave of the raw reads`,
    );
    const alone = rows.find((row) => row.name.startsWith('(d) suggestions, one'))!;
    console.log(`Suggestions, one person: p95 = ${fixed(alone.p95!)} ms (goal ≤ 20 ms)`);
    console.log(
      `Server peak RSS: ${Math.round(readsRss)} MB under reads, ${Math.round(suggestRss)} MB under suggestions (goal ≤ 250 MB)`,
    );
  } finally {
    for (const child of children) await stopChild(child);
    await popote?.stop();
    for (const cleanup of cleanups) await cleanup();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
