import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { serialize } from 'hono/utils/cookie';
import { SESSION_HINT_COOKIE } from '../../../shared/me';
import type { AppEnv } from '../../platform/context';
import type { AuthServices } from './services';
import { settingsOf } from './session';

/**
 * Keeps the session hint (`SESSION_HINT_COOKIE`, shared/me.ts) beside the session cookie:
 * an answer that sets the session cookie (sign-in, sign-up, Better Auth's refresh) sets the
 * hint for as long, one that clears it (sign-out, account deletion) clears the hint. GET
 * /api/me sets a missing hint (sessions opened before the hint existed), and any 401 clears
 * one that is left (a session ended elsewhere, or expired). The hint is readable by the
 * page (not HttpOnly) and says nothing but « a session may exist »: the session cookie alone
 * decides who is signed in.
 */
export function sessionHint({ auth, config }: Pick<AuthServices, 'auth' | 'config'>) {
  const secure = config.publicBaseUrl.startsWith('https://');
  const hint = (maxAge: number | undefined) =>
    serialize(SESSION_HINT_COOKIE, maxAge === 0 ? '' : '1', {
      path: '/',
      sameSite: 'Lax',
      secure,
      ...(maxAge !== undefined && { maxAge }),
    });

  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const meAnswered = c.res.ok && c.req.method === 'GET' && c.req.path === '/api/me';
    // The common answer (no cookie set, not a 401, not GET /api/me) costs nothing more.
    if (!meAnswered && c.res.status !== 401 && !c.res.headers.has('Set-Cookie')) return;
    const { cookieName, expiresInMs } = await settingsOf(auth);
    const hinted = getCookie(c, SESSION_HINT_COOKIE) !== undefined;
    const session = c.res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${cookieName}=`));
    let cookie: string | null = null;
    if (session !== undefined) {
      const value = session.slice(cookieName.length + 1).split(';', 1)[0];
      const maxAge = /;\s*max-age=(-?\d+)/i.exec(session)?.[1];
      const ended = !value || (maxAge !== undefined && Number(maxAge) <= 0);
      // « Ne pas se souvenir de moi »: no Max-Age, a cookie of the browser's session, like it.
      cookie = ended ? hint(0) : hint(maxAge === undefined ? undefined : Number(maxAge));
    } else if (c.res.status === 401) {
      if (hinted) cookie = hint(0);
    } else if (!hinted && meAnswered) {
      cookie = hint(Math.floor(expiresInMs / 1000));
    }
    // On the answer's own headers (see app.ts): `c.header()` now would copy the answer.
    if (cookie !== null) c.res.headers.append('Set-Cookie', cookie);
  });
}
