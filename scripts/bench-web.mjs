// npm run bench:web: Lighthouse (mobile settings, simulated throttling) on the built app with
// Debian's Chromium — the landing page, one feature page and /auth. Prints the four category
// scores, LCP, CLS, TBT and the JavaScript transferred per page. See docs/performance.md.
import os from 'node:os';
import { startBenchServer } from './lib/bench-server.mjs';
import { build } from './lib/build.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const PAGES = ['/', '/features/meal-planning', '/auth'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

await ensureDependencies();
await build();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

// localhost, not 127.0.0.1: the canonical links and Lighthouse's SEO audits use this origin.
const { base, stop } = await startBenchServer({ host: 'localhost' });
let chrome;
try {
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
  await stop();
}
