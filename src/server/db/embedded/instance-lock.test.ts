import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, AlreadyRunningError } from './instance-lock';
import { processState } from './processes';

let dir: string;
let other: ChildProcess | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'popote-lock-'));
});
afterEach(async () => {
  other?.kill();
  other = undefined;
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'popote.lock');

/** The lock a process writes: its pid and when it started (boot id and start time). */
async function lockOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  return JSON.stringify({ pid, processStart: `${boot}:${start}` });
}

/**
 * A process that has exited but whose parent never waits for it: a zombie, as a server killed
 * under a PID 1 that reaps late or never. `sleep` (exec'd by the shell) is its parent.
 */
async function zombie(): Promise<number> {
  other = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [line] = (await once(other.stdout!, 'data')) as [Buffer];
  const pid = Number(line.toString().trim());
  while (processState(pid) !== 'Z') await sleep(20);
  return pid;
}

describe('acquireInstanceLock', () => {
  it('refuses a second server on the same data folder with a clear French message', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await writeFile(lockFile(), JSON.stringify({ pid: other.pid }));
    const attempt = acquireInstanceLock(dir);
    await expect(attempt).rejects.toBeInstanceOf(AlreadyRunningError);
    await expect(attempt).rejects.toThrow(/déjà démarré.*DATA_DIR/);
  });

  it('takes over a lock left by a server that was killed', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(lockFile(), JSON.stringify({ pid: dead.pid }));
    const lock = await acquireInstanceLock(dir);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock whose pid is now another Node program’s (after a reboot)', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await writeFile(
      lockFile(),
      JSON.stringify({ pid: other.pid, processStart: 'an-earlier-boot:12345' }),
    );
    const lock = await acquireInstanceLock(dir);
    await lock.release();
    expect(other.exitCode).toBeNull();
  });

  it('refuses while the very process that wrote the lock runs', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await writeFile(lockFile(), await lockOf(other.pid!));
    await expect(acquireInstanceLock(dir)).rejects.toBeInstanceOf(AlreadyRunningError);
  });

  it('takes over a lock whose writer was killed but not yet reaped (a zombie)', async () => {
    const pid = await zombie();
    await writeFile(lockFile(), await lockOf(pid));
    const lock = await acquireInstanceLock(dir);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over an unreadable lock file', async () => {
    await writeFile(lockFile(), 'garbage');
    const lock = await acquireInstanceLock(dir);
    await lock.release();
  });
});
