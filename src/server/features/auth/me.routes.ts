import { Hono } from 'hono';
import type { MeResponse } from '../../../shared/me';
import { loadAccess } from './access';
import { requireUser } from './session';
import type { AppEnv } from '../../platform/context';
import type { AuthServices } from './services';

/** GET /api/me: who is signed in, and where the access rules send them. */
export function meRoutes(deps: AuthServices) {
  return new Hono<AppEnv>().get('/', requireUser(deps), async (c) => {
    const user = c.get('user');
    // Read with the session on its fast path; else now.
    const access = c.get('gate')?.access ?? (await loadAccess(deps.db, deps.config, user));
    const assistant = { languageModel: deps.config.llm !== null };
    return c.json({ user, ...access, assistant } satisfies MeResponse);
  });
}
