// npm run bench:load — 200 signed-in households using Popote at once for 60 s on the embedded
// PostgreSQL, then a check that every write the server acknowledged is in the database and no
// write it did not acknowledge is. Each virtual household loops over a realistic mix: read the
// home counts, add an item to the list, read the list, tick an item, delete one, plan a meal,
// ask for a suggestion. Prints throughput, p50/p95/p99 latency, errors and lost writes.
// BENCH_HOUSEHOLDS (200), BENCH_DURATION (60 s).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { DISH_TYPES } from '../../src/shared/constants';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/postgres';
import { fixed, peakRss, percentile, signUpHousehold, startPopote } from './lib';

const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
/** Sign-ups at once before the run (each hashes a password). */
const SIGN_UP_CONCURRENCY = 8;

interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** Shopping items whose add was acknowledged and not deleted since (name → household). */
  items: Map<string, number>;
  /** Names whose add got no acknowledgement (error or no answer): must not be stored. */
  unacknowledged: Set<string>;
  /** Names whose delete was acknowledged: must be gone. */
  deleted: Set<string>;
  /** Names whose check was acknowledged (and not deleted since): must be checked. */
  checked: Set<string>;
  /** Planned meals acknowledged (title). */
  meals: Set<string>;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-load-'));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres({
    dataDir,
    preferredPort: 0,
    logger: pino({ level: 'warn' }),
  });
  const emails = Array.from({ length: HOUSEHOLDS }, (_, i) => `bench-${i}@popote.localhost`);
  const popote = await startPopote(database.url, emails);
  const { base } = popote;
  const tally: Tally = {
    latencies: new Map(),
    errors: new Map(),
    items: new Map(),
    unacknowledged: new Set(),
    deleted: new Set(),
    checked: new Set(),
    meals: new Set(),
  };
  try {
    const started = performance.now();
    const cookies: string[] = new Array(HOUSEHOLDS);
    let next = 0;
    await Promise.all(
      Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
        while (next < HOUSEHOLDS) {
          const index = next++;
          cookies[index] = await signUpHousehold(base, index);
        }
      }),
    );
    console.log(
      `Popote bench:load — ${HOUSEHOLDS} households signed up in ${fixed((performance.now() - started) / 1000)} s; ${DURATION_MS / 1000} s of use, node ${process.version}, ${os.cpus().length} cores\n`,
    );

    const [, rss] = await peakRss(popote.pid, () =>
      Promise.all(cookies.map((cookie, index) => household(base, cookie, index, tally))),
    );
    const lost = await verify(database.url, tally);
    report(tally, lost, rss);
    if (lost.length > 0 || [...tally.errors.values()].some((count) => count > 0)) {
      process.exitCode = 1;
    }
  } finally {
    await popote.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One household's minute: the mix in a loop, with a short think time between steps. */
async function household(base: string, cookie: string, index: number, tally: Tally) {
  const headers = { 'Content-Type': 'application/json', Origin: base, Cookie: cookie };
  const call = async (label: string, method: string, route: string, body?: unknown) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${base}${route}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const list = tally.latencies.get(label) ?? [];
      list.push(performance.now() - sent);
      tally.latencies.set(label, list);
      // 404 on a suggestion (nothing fits) is an answer; every other 4xx/5xx is an error.
      const ok = response.ok || (label === 'suggestion' && response.status === 404);
      if (!ok) tally.errors.set(label, (tally.errors.get(label) ?? 0) + 1);
      else tally.errors.set(label, tally.errors.get(label) ?? 0);
      return ok ? (JSON.parse(text) as unknown) : null;
    } catch {
      tally.errors.set(label, (tally.errors.get(label) ?? 0) + 1);
      return null;
    }
  };
  const think = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
  const mine: { id: string; name: string }[] = [];
  const deadline = performance.now() + DURATION_MS;
  for (let turn = 0; performance.now() < deadline; turn += 1) {
    await call('stats', 'GET', '/api/stats');
    await think();
    const name = `Article ${index}-${turn}`;
    const added = (await call('add item', 'POST', '/api/shopping-items', {
      name,
      quantity: String(1 + (turn % 5)),
    })) as { items: { id: string }[] } | null;
    if (added?.items[0]) {
      tally.items.set(name, index);
      mine.push({ id: added.items[0].id, name });
    } else tally.unacknowledged.add(name);
    await think();
    await call('list', 'GET', '/api/shopping-items');
    if (mine.length >= 2 && turn % 2 === 0) {
      const item = mine[Math.floor(Math.random() * mine.length)]!;
      const ticked = await call('check item', 'PATCH', `/api/shopping-items/${item.id}`, {
        checked: true,
      });
      if (ticked) tally.checked.add(item.name);
    }
    if (mine.length >= 4 && turn % 3 === 0) {
      const [item] = mine.splice(Math.floor(Math.random() * mine.length), 1);
      const gone = await call('delete item', 'DELETE', `/api/shopping-items/${item!.id}`);
      if (gone) {
        tally.items.delete(item!.name);
        tally.checked.delete(item!.name);
        tally.deleted.add(item!.name);
      }
    }
    await think();
    if (turn % 4 === 0) {
      const title = `Repas ${index}-${turn}`;
      const meal = await call('add meal', 'POST', '/api/planned-meals', {
        recipeTitle: title,
        date: '2026-12-10',
        time: '19:00',
        servings: 3,
      });
      if (meal) tally.meals.add(title);
    }
    if (turn % 3 === 1) {
      await call('suggestion', 'POST', '/api/recipes/suggestions', {
        type: DISH_TYPES[turn % DISH_TYPES.length],
      });
    }
    await think();
  }
}

/** What the database holds against what the server acknowledged; a line per lost write. */
async function verify(url: string, tally: Tally): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const items = new Map(
      (
        await client.query<{ name: string; checked: boolean }>(
          "select name, checked from shopping_items where name like 'Article %'",
        )
      ).rows.map((row) => [row.name, row.checked]),
    );
    const meals = new Set(
      (
        await client.query<{ recipe_title: string }>(
          "select recipe_title from planned_meals where recipe_title like 'Repas %'",
        )
      ).rows.map((row) => row.recipe_title),
    );
    const lost: string[] = [];
    for (const name of tally.items.keys()) {
      if (!items.has(name)) lost.push(`article acknowledged, missing: ${name}`);
    }
    for (const name of tally.checked) {
      if (items.get(name) !== true) lost.push(`tick acknowledged, not stored: ${name}`);
    }
    for (const name of tally.deleted) {
      if (items.has(name)) lost.push(`delete acknowledged, still there: ${name}`);
    }
    for (const name of tally.unacknowledged) {
      if (items.has(name)) lost.push(`article not acknowledged, stored anyway: ${name}`);
    }
    for (const title of tally.meals) {
      if (!meals.has(title)) lost.push(`meal acknowledged, missing: ${title}`);
    }
    return lost;
  } finally {
    await client.end();
  }
}

function report(tally: Tally, lost: string[], rss: number) {
  const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  console.log('| requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  const row = (label: string, latencies: number[], count: number) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `| ${label} | ${Math.round(sorted.length / (DURATION_MS / 1000))} | ${fixed(percentile(sorted, 50))} | ${fixed(percentile(sorted, 95))} | ${fixed(percentile(sorted, 99))} | ${count} |`,
    );
  };
  for (const [label, latencies] of tally.latencies) {
    row(label, latencies, tally.errors.get(label) ?? 0);
  }
  row('all', all, errors);
  console.log(
    `\nWrites acknowledged: ${tally.items.size + tally.deleted.size} articles added (${tally.deleted.size} deleted since), ${tally.checked.size} ticks, ${tally.meals.size} meals; not acknowledged: ${tally.unacknowledged.size}.`,
  );
  console.log(
    `Lost or phantom writes: ${lost.length}${lost.length ? `\n  ${lost.slice(0, 20).join('\n  ')}` : ''}`,
  );
  console.log(`Errors: ${errors}. Server peak RSS: ${Math.round(rss)} MB.`);
}

await main();
