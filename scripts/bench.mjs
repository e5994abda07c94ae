// npm run bench: throughput and latency of the built server on this machine, against a
// temporary embedded database. Prints one table; see docs/performance.md for figures.
import os from 'node:os';
import { startBenchServer } from './lib/bench-server.mjs';
import { build } from './lib/build.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SCENARIOS = [
  { name: 'GET /api/health (database round trip)', path: '/api/health' },
  { name: 'GET / (app page)', path: '/' },
  { name: 'GET /page-inconnue (404 page)', path: '/page-inconnue' },
];

await ensureDependencies();
await build();
const { default: autocannon } = await import('autocannon');

const { base, stop } = await startBenchServer();
try {
  console.log(
    `Popote bench — ${CONNECTIONS} connections, ${DURATION_S} s each, node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const scenario of SCENARIOS) {
    const result = await autocannon({
      url: base + scenario.path,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const errors = result.errors + result.timeouts + (result['5xx'] ?? 0);
    console.log(
      `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
} finally {
  await stop();
}
