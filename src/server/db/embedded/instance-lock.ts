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

/**
 * When a process started, as `boot id:start time` (Linux); null where /proc cannot tell. After
 * a reboot or a crash the lock's pid may be reused: by another program, or another Node one.
 */
function processStart(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from the state on: start is 20th.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start ? `${boot}:${start}` : null;
  } catch {
    return null;
  }
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
 * process that no longer runs (SIGKILL, power loss) is taken over.
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

export { isAlive };
