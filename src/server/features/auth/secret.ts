import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../env';

/**
 * AUTH_SECRET when set (required in production); otherwise one generated on first start and
 * kept in DATA_DIR, so sessions survive restarts of a local Popote.
 */
export async function resolveAuthSecret(
  config: Pick<Config, 'authSecret' | 'dataDir'>,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, '.auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(
      async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
    return (await readFile(file, 'utf8')).trim();
  }
}
