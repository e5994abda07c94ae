import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAlive, processStart } from './processes';

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError';
}

/** Whether the lock's owner still runs: the very process that wrote it, not a reused pid. */
function isRunningOwner(owner: Owner): boolean {
  if (!isAlive(owner.pid)) return false;
  const start = processStart(owner.pid);
  if (owner.processStart && start) return owner.processStart === start;
  try {
    return readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

interface Owner {
  pid: number;
  processStart?: string;
}

export interface InstanceLock {
  release(): Promise<void>;
}

/**
 * One Popote server per data folder. The lock names the owning pid; a lock left by a
 * process that no longer runs (SIGKILL, power loss) is taken over — a zombie, killed but not
 * yet reaped, included (processes.ts: isAlive).
 *
 * Why a pid file and not a lock the kernel drops with its process (flock, fcntl): Node offers
 * none without a native module, which Popote does not take on. Checked against /proc — the
 * state, so that a zombie counts as gone, and the start time, so that a reused pid does too —
 * it answers as such a lock would wherever /proc exists (Linux).
 */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  const file = path.join(dataDir, 'popote.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(
        file,
        JSON.stringify({
          pid: process.pid,
          startedAt: new Date().toISOString(),
          processStart: processStart(process.pid) ?? undefined,
        }),
        {
          flag: 'wx',
        },
      );
      return {
        async release() {
          const owner = await readOwner(file);
          if (owner?.pid === process.pid) await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(file);
      if (owner !== null && owner.pid !== process.pid && isRunningOwner(owner)) {
        throw new AlreadyRunningError(
          `Popote est déjà démarré sur ce dossier de données (DATA_DIR=${dataDir}, processus ${owner.pid}). ` +
            `Arrêtez-le d’abord (Ctrl-C) ou choisissez un autre DATA_DIR.\n` +
            `Popote is already running on this data folder (pid ${owner.pid}).`,
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new AlreadyRunningError(`Impossible de verrouiller ${file}.`);
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const { pid, processStart: start } = JSON.parse(await fs.readFile(file, 'utf8')) as {
      pid?: unknown;
      processStart?: unknown;
    };
    if (typeof pid !== 'number') return null;
    return typeof start === 'string' ? { pid, processStart: start } : { pid };
  } catch {
    return null;
  }
}
