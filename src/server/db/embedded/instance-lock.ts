import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live process that is a Node program (guards against a recycled pid after a crash). */
function isRunningNode(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

export interface InstanceLock {
  release(): Promise<void>;
}

/**
 * One Popote server per data folder. The lock names the owning pid; a lock left by a
 * process that no longer runs (SIGKILL, power loss) is taken over.
 */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  const file = path.join(dataDir, 'popote.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(
        file,
        JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }),
        {
          flag: 'wx',
        },
      );
      return {
        async release() {
          const owner = await readOwner(file);
          if (owner === process.pid) await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(file);
      if (owner !== null && owner !== process.pid && isRunningNode(owner)) {
        throw new AlreadyRunningError(
          `Popote est déjà démarré sur ce dossier de données (DATA_DIR=${dataDir}, processus ${owner}). ` +
            `Arrêtez-le d’abord (Ctrl-C) ou choisissez un autre DATA_DIR.\n` +
            `Popote is already running on this data folder (pid ${owner}).`,
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new AlreadyRunningError(`Impossible de verrouiller ${file}.`);
}

async function readOwner(file: string): Promise<number | null> {
  try {
    const { pid } = JSON.parse(await fs.readFile(file, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}

export { isAlive };
