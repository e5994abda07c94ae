// What the benchmarks share: free ports, child processes, Popote's built server on a given
// database, households signed up through the API, percentiles.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchServer } from '../lib/bench-server.mjs';
import { benchMailSink } from '../lib/mail-sink.mjs';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const fixed = (value: number) => value.toFixed(1);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** CPU seconds (user + system, all threads) a process has used so far. */
export function cpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by a PostgreSQL cluster: its postmaster, its live backends and
 * workers (the postmaster's children), and the ones that have ended (counted in the
 * postmaster's children's time once it has reaped them).
 */
export function postgresCpuSeconds(pgdata: string): number {
  const postmaster = Number(
    readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime.
  let total = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / 100;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(child[1]) === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** The peak resident memory of a process while `work` runs (sampled every 100 ms). */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb);
  };
  sample();
  const timer = setInterval(sample, 100);
  try {
    return [await work(), peak / 1024];
  } finally {
    clearInterval(timer);
  }
}

/**
 * Popote's built server (`dist/`) in production mode on `databaseUrl`, signing in the given
 * addresses for free (complimentary, once verified), trusting X-Forwarded-For so that each household signs up
 * from its own address. `BENCH_PROFILE=<folder>`: it writes a CPU profile there when it stops.
 */
export function startPopote(databaseUrl: string, emails: readonly string[]) {
  return startBenchServer({
    env: {
      DATABASE_URL: databaseUrl,
      COMPLIMENTARY_EMAILS: emails.join(','),
      RECIPE_RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
    },
    nodeArgs: process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
      : [],
  });
}

/** A household's diet, as the questionnaire sets it. */
export interface BenchDiet {
  dietaryRestrictions: string[];
  avoidedFoods: string[];
  preferredFoods: string[];
}

/**
 * Signs household `index` up (bench-<index>@popote.localhost) with preferences — `diet`, or by
 * default one household in three vegetarian and one in four avoiding mushrooms; its cookie.
 */
export async function signUpHousehold(
  base: string,
  index: number,
  diet: BenchDiet = {
    dietaryRestrictions: index % 3 === 0 ? ['vegetarian'] : [],
    avoidedFoods: index % 4 === 0 ? ['champignons'] : [],
    preferredFoods: [],
  },
): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      ...headers,
      'X-Forwarded-For': `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({
      email: `bench-${index}@popote.localhost`,
      password: 'banc-d-essai-2026',
      name: `Banc ${index}`,
      firstName: 'Banc',
      lastName: `Essai ${index}`,
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  // A complimentary address counts once verified, as its owner would: the link of the mail.
  const link = await (
    await benchMailSink()
  ).linkFor(`bench-${index}@popote.localhost`, '/api/auth/verify-email');
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verification: ${verified.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const preferences = await fetch(`${base}/api/preferences`, {
    method: 'PUT',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ adults: 2, children: 1, shoppingFrequency: 'weekly', ...diet }),
  });
  if (!preferences.ok) throw new Error(`preferences: ${preferences.status}`);
  return cookie;
}
