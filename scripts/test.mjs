// npm test: every test layer — unit and API tests (Vitest; API tests against the embedded
// PostgreSQL, and also against TEST_DATABASE_URL when set), then browser journeys
// (Playwright on Debian's Chromium, against the built app) — and one closing summary.
import { existsSync, mkdirSync, mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './lib/build.mjs';
import { ROOT, run } from './lib/common.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { stopLeftoverPostgres } from './lib/postgres-leftovers.mjs';

const RESULTS = path.join(ROOT, '.cache', 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = Boolean(process.env.CI);
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

await ensureDependencies();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const layers = [];

// 1. Unit and API tests.
const vitestJson = path.join(RESULTS, 'vitest.json');
const vitestCode = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
layers.push({
  name: 'unitaires et API (Vitest)',
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestCode !== 0 && !vitest?.numFailedTests ? 1 : 0),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// 2. Browser journeys.
if (!existsSync(CHROMIUM)) {
  const banner = `\n${'!'.repeat(72)}\n  CHROMIUM INTROUVABLE (${CHROMIUM}) : les tests navigateur ne sont PAS lancés.\n  Installez-le : apt-get install -y chromium (ou définissez CHROMIUM_PATH).\n${'!'.repeat(72)}\n`;
  console.error(banner);
  layers.push({ name: 'navigateur (Playwright)', passed: 0, failed: inCi ? 1 : 0, skipped: 1 });
} else {
  await build();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-e2e-'));
  chmodSync(dataDir, 0o755);
  const playwrightJson = path.join(RESULTS, 'playwright.json');
  const code = await run(bin('playwright'), ['test'], {
    env: { ...process.env, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  });
  await stopLeftoverPostgres(path.join(dataDir, 'postgres'));
  rmSync(dataDir, { recursive: true, force: true });
  const stats = readJson(playwrightJson)?.stats;
  layers.push({
    name: 'navigateur (Playwright)',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (code !== 0 && !stats?.unexpected ? 1 : 0),
    skipped: stats?.skipped ?? 0,
  });
}

const total = layers.reduce(
  (sum, layer) => ({
    passed: sum.passed + layer.passed,
    failed: sum.failed + layer.failed,
    skipped: sum.skipped + layer.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nRésumé des tests');
for (const layer of layers) {
  console.log(
    `  ${layer.name.padEnd(28)} ${layer.passed} passed, ${layer.failed} failed, ${layer.skipped} skipped`,
  );
}
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
