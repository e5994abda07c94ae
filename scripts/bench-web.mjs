// npm run bench:web: Lighthouse (mobile settings, simulated throttling) on the built app with
// Debian's Chromium — the landing page, one feature page and /auth. Prints the four category
// scores, LCP, CLS, TBT and the JavaScript transferred per page. See docs/performance.md.
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

const PAGES = ['/', '/features/meal-planning', '/auth'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

await ensureDependencies();
await build();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'popote-bench-web-'));
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
    PUBLIC_BASE_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  },
});

let chrome;
try {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600) throw new Error('the server did not start');
    await sleep(100);
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`Popote bench:web — Lighthouse 12, mobile settings, ${os.cpus().length} cores\n`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | JS KB (transferred) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const page of PAGES) {
    const { lhr } = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    console.log(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(audit('largest-contentful-paint'))} | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('total-blocking-time'))} | ${((scripts?.transferSize ?? 0) / 1024).toFixed(1)} |`,
    );
    for (const category of Object.values(lhr.categories)) {
      if (category.score === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length) console.log(`  ${category.title}: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
