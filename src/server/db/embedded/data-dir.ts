import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface OsUser {
  uid: number;
  gid: number;
}

export const isRoot = () => process.getuid?.() === 0;

/** The `postgres` system user, or null when it does not exist yet. */
export async function findPostgresUser(): Promise<OsUser | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
      run('id', ['-g', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return null;
  }
}

function canTraverse(stat: { mode: number; uid: number; gid: number }, user: OsUser | null) {
  if (stat.mode & 0o001) return true;
  if (!user) return false;
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return false;
}

/**
 * Creates DATA_DIR. When Popote runs as root, PostgreSQL runs as `postgres`, which must be
 * able to walk down to the data folder: DATA_DIR itself is opened up (it is ours), and an
 * unreachable parent stops the start with a message naming DATA_DIR, not a raw initdb error.
 */
export async function prepareDataDir(dataDir: string, postgresUser: OsUser | null): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  if (!isRoot()) return;
  const stat = await fs.stat(dataDir);
  if (!canTraverse(stat, postgresUser)) await fs.chmod(dataDir, stat.mode | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const parent = await fs.stat(dir);
    if (!canTraverse(parent, postgresUser)) {
      throw new DataDirError(
        `Le dossier de données DATA_DIR=${dataDir} est inaccessible à l’utilisateur système « postgres » ` +
          `(le dossier parent ${dir} lui est fermé). Choisissez un DATA_DIR ailleurs, par exemple /var/lib/popote, ` +
          `ou ouvrez ce dossier (chmod o+x ${dir}).\n` +
          `DATA_DIR=${dataDir} cannot be reached by the 'postgres' system user (parent ${dir} is not traversable).`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}
