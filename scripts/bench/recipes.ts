// npm run bench:recipes — on this machine, through HTTP:
// 1. variety: for each diet profile (none, each single restriction, the four combinations of
//    issue 26), a household presses « Régénérer » 28 (then 40) times for « Plat principal »:
//    how many distinct recipes it saw, against the compatible pool;
// 2. latency of POST /api/recipes/suggestions with the household's history lookups: the shipped
//    catalogue, then a synthetic catalogue of 100 000 recipes. Each household (one by default,
//    BENCH_CONNECTIONS) asks for « Régénérer » in a loop (no cache), mixing dish types and
//    fridge mode; its history grows as it goes.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { DISH_TYPES, type DietaryRestriction } from '../../src/shared/constants';
import { parseEnv } from '../../src/server/env';
import {
  CatalogueEngine,
  CATALOGUE,
  type CatalogueRecipe,
} from '../../src/server/features/recipes';
import { startServer } from '../../src/server/server';
import { benchMailSink } from '../lib/mail-sink.mjs';
import { fixed, freePort, percentile, signUpHousehold } from './lib';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const SYNTHETIC_SIZE = 100_000;

const PROFILES = [
  { dietaryRestrictions: [], avoidedFoods: [], preferredFoods: ['tomate', 'poulet'] },
  { dietaryRestrictions: ['vegetarian'], avoidedFoods: ['champignons'], preferredFoods: [] },
  { dietaryRestrictions: ['glutenFree', 'dairyFree'], avoidedFoods: [], preferredFoods: ['riz'] },
  { dietaryRestrictions: ['halal'], avoidedFoods: ['coriandre'], preferredFoods: ['agneau'] },
];
const FRIDGE = [
  { name: 'Tomates', quantity: 4, unit: 'unité', category: 'Fruits et Légumes' },
  { name: 'Courgettes', quantity: 2, unit: 'unité', category: 'Fruits et Légumes' },
  { name: 'Œufs', quantity: 6, unit: 'unité', category: 'Produits Laitiers' },
  { name: 'Citrons', quantity: 2, unit: 'unité', category: 'Fruits et Légumes' },
];

/** The seven single restrictions issue 26 counts (the questionnaire's diets and main allergies). */
const SINGLE: DietaryRestriction[] = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
];

/** The diet profiles of issue 26: none, each single restriction, the four combinations. */
const VARIETY_PROFILES: DietaryRestriction[][] = [
  [],
  ...SINGLE.map((restriction) => [restriction]),
  ['vegan', 'glutenFree', 'nutFree'],
  ['vegetarian', 'glutenFree', 'dairyFree'],
  ['halal', 'dairyFree'],
  ['kosher', 'glutenFree'],
];

function synthetic(size: number): CatalogueRecipe[] {
  return Array.from({ length: size }, (_, index) => {
    const base = CATALOGUE[index % CATALOGUE.length]!;
    return { ...base, id: `${base.id}-${index}`, title: `${base.title} (${index})` };
  });
}

async function household(base: string, index: number) {
  const cookie = await signUpHousehold(base, index, PROFILES[index % PROFILES.length]!);
  const authed = { 'Content-Type': 'application/json', Origin: base, Cookie: cookie };
  for (const item of FRIDGE) {
    await fetch(`${base}/api/inventory-items`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify(item),
    });
  }
  return authed;
}

async function suggestion(base: string, headers: Record<string, string>, body: object) {
  const response = await fetch(`${base}/api/recipes/suggestions`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`suggestion: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { recipe: { id: string } }).recipe.id;
}

/** Distinct plats in 28 and 40 « Régénérer » per diet profile, one new household each. */
async function variety(base: string, engine: CatalogueEngine, first: number) {
  console.log('\n| diet profile | compatible plats | distinct in 28 | distinct in 40 |');
  console.log('|---|---|---|---|');
  for (const [offset, restrictions] of VARIETY_PROFILES.entries()) {
    const cookie = await signUpHousehold(base, first + offset, {
      dietaryRestrictions: restrictions,
      avoidedFoods: [],
      preferredFoods: [],
    });
    const headers = { 'Content-Type': 'application/json', Origin: base, Cookie: cookie };
    const shown: string[] = [];
    for (let turn = 0; turn < 40; turn += 1) {
      shown.push(await suggestion(base, headers, { type: 'plat', regenerate: turn > 0 }));
    }
    const pool = engine.eligible({ type: 'plat', restrictions, avoidedFoods: [] }).length;
    console.log(
      `| ${restrictions.join(' + ') || 'none'} | ${pool} | ${new Set(shown.slice(0, 28)).size} | ${new Set(shown).size} |`,
    );
  }
}

/**
 * `first`: the index of the run's first account; each run signs up its own (the mail sink is
 * shared by the runs, so an address is used once).
 */
async function measure(
  label: string,
  recipes: readonly CatalogueRecipe[],
  first: number,
  withVariety = false,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-recipes-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const emails = Array.from(
    { length: CONNECTIONS + VARIETY_PROFILES.length },
    (_, index) => `bench-${first + index}@popote.localhost`,
  );
  const config = parseEnv({
    NODE_ENV: 'production',
    BILLING_PROVIDER: 'sandbox',
    UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
    SMTP_URL: (await benchMailSink()).url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PORT: String(port),
    // Its own embedded PostgreSQL port: another Popote (tests, a dev server) may hold the default.
    EMBEDDED_DB_PORT: String(await freePort()),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    COMPLIMENTARY_EMAILS: emails.join(','),
    RECIPE_RATE_LIMIT_PER_MINUTE: '1000000',
    // Each household signs up from its own address (X-Forwarded-For), as in `npm run bench`.
    TRUST_PROXY: 'true',
  });
  const logger = pino({ level: 'warn' });
  const started = performance.now();
  const engine = new CatalogueEngine({ recipes });
  const indexMs = performance.now() - started;
  const server = await startServer(config, logger, { services: { recipes: engine } });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    if (withVariety) await variety(base, engine, first + CONNECTIONS);
    const households = [];
    for (let index = 0; index < CONNECTIONS; index += 1)
      households.push(await household(base, first + index));

    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + DURATION_MS;
    await Promise.all(
      households.map(async (headers, worker) => {
        for (let turn = worker; performance.now() < deadline; turn += 1) {
          const body = {
            type: DISH_TYPES[turn % DISH_TYPES.length],
            fridge: turn % 4 === 0,
            regenerate: true,
          };
          const sent = performance.now();
          const response = await fetch(`${base}/api/recipes/suggestions`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          // 404 (no recipe uses this fridge for that type) is an answer, not an error.
          if (response.status >= 500 || response.status === 429) errors += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    // The floor under the same load: the same request answered by the 5-minute cache (session,
    // access gate, preferences, the table's diet; no history, no engine).
    const cached: number[] = [];
    const [one] = households;
    const cacheDeadline = performance.now() + DURATION_MS / 2;
    while (one && performance.now() < cacheDeadline) {
      const sent = performance.now();
      const response = await fetch(`${base}/api/recipes/suggestions`, {
        method: 'POST',
        headers: one,
        body: JSON.stringify({ type: 'plat' }),
      });
      await response.arrayBuffer();
      cached.push(performance.now() - sent);
    }
    cached.sort((a, b) => a - b);
    if (withVariety) printHeader();
    console.log(
      `| ${label} | ${recipes.length} | ${fixed(indexMs)} | ${Math.round(latencies.length / (DURATION_MS / 1000))} | ${fixed(percentile(latencies, 50))} | ${fixed(percentile(latencies, 95))} | ${fixed(percentile(latencies, 99))} | ${fixed(percentile(cached, 95))} | ${errors} |`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Popote bench:recipes — ${CONNECTIONS} household(s) asking in a loop, ${DURATION_MS / 1000} s per catalogue, node ${process.version}, ${os.cpus().length} cores`,
);
let printed = false;
function printHeader() {
  if (printed) return;
  printed = true;
  console.log(
    '\n| catalogue | recipes | index ms | req/s | p50 ms | p95 ms | p99 ms | cached p95 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
}
await measure('shipped', CATALOGUE, 0, true);
printHeader();
await measure('synthetic', synthetic(SYNTHETIC_SIZE), 1000);
