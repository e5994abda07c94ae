import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a PostgreSQL still running on a test data folder (if its server was killed). */
export async function stopLeftoverPostgres(pgdata) {
  const pidFile = `${pgdata}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0], 10);
  if (!Number.isInteger(pid) || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 20_000 && alive(pid); waited += 100) await sleep(100);
}
