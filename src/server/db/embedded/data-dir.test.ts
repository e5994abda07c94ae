import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirError, findPostgresUser, isRoot, prepareDataDir } from './data-dir';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'popote-datadir-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('prepareDataDir', () => {
  it('creates the data folder', async () => {
    await chmod(base, 0o755);
    const dataDir = path.join(base, 'a', 'b');
    await prepareDataDir(dataDir, await findPostgresUser());
    expect((await stat(dataDir)).isDirectory()).toBe(true);
  });

  it.runIf(isRoot())(
    'as root, stops with a message naming DATA_DIR when a parent is closed to postgres',
    async () => {
      // mkdtemp folders are 0700: the postgres user cannot walk through them.
      const dataDir = path.join(base, 'data');
      await expect(prepareDataDir(dataDir, await findPostgresUser())).rejects.toThrow(DataDirError);
      await expect(prepareDataDir(dataDir, await findPostgresUser())).rejects.toThrow(
        `DATA_DIR=${dataDir}`,
      );
    },
  );

  it.runIf(isRoot())('as root, opens the data folder itself to postgres', async () => {
    await chmod(base, 0o755);
    const dataDir = path.join(base, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await prepareDataDir(dataDir, await findPostgresUser());
    expect((await stat(dataDir)).mode & 0o001).toBe(0o001);
  });
});
