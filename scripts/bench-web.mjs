// npm run bench:web: Lighthouse (mobile settings, simulated throttling) on the built app with
// Debian's Chromium — the landing page, one feature page, the three /auth pages signed out
// (BENCH_WEB_PAGES, comma-separated, to choose others), then /dashboard signed in (a subscribed
// account made for the run). Each page is measured three times (BENCH_WEB_RUNS) and every
// column is the median of those runs: the four category scores, FCP, LCP, CLS, TBT and the
// JavaScript transferred. See docs/performance.md.
import os from 'node:os';
import { startBenchServer } from './lib/bench-server.mjs';
import { build } from './lib/build.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const PAGES = (
  process.env.BENCH_WEB_PAGES ??
  '/,/features/meal-planning,/auth,/auth/reset-password,/auth/email-confirmation'
)
  .split(',')
  .filter(Boolean);
const SIGNED_IN_PAGE = '/dashboard';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

await ensureDependencies();
await build();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The `Cookie` header a browser would send back after this answer. */
const cookieFrom = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** A signed-up, onboarded account with an active (sandbox) subscription: its cookies. */
async function subscribedAccount(base) {
  const json = (body, cookie = '') => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify(body),
  });
  const signUp = await fetch(
    `${base}/api/auth/sign-up/email`,
    json({
      email: `bench.${Date.now()}@example.com`,
      password: 'mot-de-passe-du-banc',
      firstName: 'Léa',
      lastName: 'Martin',
    }),
  );
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = cookieFrom(signUp);
  const preferences = await fetch(`${base}/api/preferences`, {
    ...json(
      {
        adults: 2,
        children: 0,
        dietaryRestrictions: ['none'],
        preferredFoods: [],
        avoidedFoods: [],
        shoppingFrequency: 'weekly',
      },
      cookie,
    ),
    method: 'PUT',
  });
  if (!preferences.ok) throw new Error(`preferences: ${preferences.status}`);
  const checkout = await fetch(`${base}/api/billing/checkout`, json({}, cookie));
  const { url } = await checkout.json();
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: base,
      Cookie: cookie,
    },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox payment: ${paid.status}`);
  const me = await (await fetch(`${base}/api/me`, { headers: { Cookie: cookie } })).json();
  if (me.destination !== SIGNED_IN_PAGE) throw new Error(`not subscribed: ${me.destination}`);
  return cookie;
}

/** One Lighthouse run: the figures of one row, and the audits that lost points. */
async function measure(url, port, cookie) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  // A run Lighthouse could not finish (a page that did not paint in time on a loaded machine)
  // scores 0 everywhere: said, and measured again.
  if (lhr.runtimeError) {
    console.log(`  (run not counted: ${lhr.runtimeError.code} — ${lhr.runtimeError.message})`);
    return null;
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const failing = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.score === 1) continue;
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (lost.length) failing.push(`${category.title}: ${lost.join(', ')}`);
  }
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    js: (scripts?.transferSize ?? 0) / 1024,
    failing,
  };
}

// localhost, not 127.0.0.1: the canonical links and Lighthouse's SEO audits use this origin.
const { base, stop } = await startBenchServer({ host: 'localhost' });
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const cookie = await subscribedAccount(base);
  console.log(
    `Popote bench:web — Lighthouse 12, mobile settings, ${os.cpus().length} cores, median of ${RUNS} run(s)\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms | JS KB (transferred) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const rows = [
    ...PAGES.map((page) => ({ page, label: page, cookie: null })),
    { page: SIGNED_IN_PAGE, label: `${SIGNED_IN_PAGE} (signed in)`, cookie },
  ];
  for (const { page, label, cookie: pageCookie } of rows) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
      const run = await measure(`${base}${page}`, chrome.port, pageCookie);
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page}`);
    const scores = CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index])));
    const of = (key) => median(runs.map((run) => run[key]));
    console.log(
      `| ${label} | ${scores.join(' | ')} | ${Math.round(of('fcp'))} | ${Math.round(of('lcp'))} | ${of('cls').toFixed(3)} | ${Math.round(of('tbt'))} | ${of('js').toFixed(1)} |`,
    );
    if (RUNS > 1)
      console.log(`  performance per run: ${runs.map((run) => run.scores[0]).join(', ')}`);
    for (const line of new Set(runs.flatMap((run) => run.failing))) console.log(`  ${line}`);
  }
} finally {
  await chrome?.kill();
  await stop();
}
