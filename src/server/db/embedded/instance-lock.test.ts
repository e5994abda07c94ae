import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, AlreadyRunningError } from './instance-lock';

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

  it('takes over an unreadable lock file', async () => {
    await writeFile(lockFile(), 'garbage');
    const lock = await acquireInstanceLock(dir);
    await lock.release();
  });
});
