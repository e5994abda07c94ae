import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Gate } from '../../../shared/me';
import { loadSessionGate } from './access';
import type { AppEnv, SessionUser } from '../../platform/context';
import type { AuthServices } from './services';
import { AppError } from '../../platform/errors';

type Auth = AuthServices['auth'];

/** What the fast path needs of Better Auth's settings, read once per auth instance. */
interface SessionSettings {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settings = new WeakMap<Auth, Promise<SessionSettings>>();

export function settingsOf(auth: Auth): Promise<SessionSettings> {
  let known = settings.get(auth);
  if (!known) {
    known = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settings.set(auth, known);
  }
  return known;
}

/**
 * The session token of a cookie value signed by Better Auth (better-call's format:
 * `<token>.<base64 HMAC-SHA256 of the token>`), or null when the signature does not match.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

/**
 * The common case in one prepared query, which also reads the user's access and household for
 * the gate: a correctly signed cookie whose session is valid and not yet due for its refresh.
 * Anything else (no cookie, « don't remember me », a refresh due, an expired or unknown
 * session) returns `undefined` and is left to Better Auth, which then answers exactly as
 * before (refresh, clean-up, refusal).
 */
async function fastSession(
  { auth, db, config }: Pick<AuthServices, 'auth' | 'db' | 'config'>,
  request: Parameters<typeof getCookie>[0],
): Promise<{ user: SessionUser; gate: Gate } | undefined> {
  const known = await settingsOf(auth);
  const cookie = getCookie(request, known.cookieName);
  if (!cookie || getCookie(request, known.dontRememberCookieName)) return undefined;
  const token = verifiedToken(cookie, known.secret);
  if (!token) return undefined;
  const found = await loadSessionGate(db, config, token);
  if (!found) return undefined;
  const now = Date.now();
  const expiresAt = found.expiresAt.getTime();
  if (expiresAt <= now || expiresAt - known.expiresInMs + known.updateAgeMs <= now) {
    return undefined;
  }
  return { user: found.user, gate: found.gate };
}

/**
 * The session token the request's cookie carries, when correctly signed — whether or not the
 * session still exists (for « end every other session »).
 */
export async function signedSessionToken(
  auth: Auth,
  request: Parameters<typeof getCookie>[0],
): Promise<string | null> {
  const known = await settingsOf(auth);
  const cookie = getCookie(request, known.cookieName);
  return cookie ? verifiedToken(cookie, known.secret) : null;
}

/** Loads the signed-in user from the session cookie; 401 `UNAUTHENTICATED` without one. */
export function requireUser(deps: Pick<AuthServices, 'auth' | 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const fast = await fastSession(deps, c);
    if (fast) {
      c.set('user', fast.user);
      c.set('gate', fast.gate);
      return next();
    }
    const result = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('UNAUTHENTICATED');
    const user = result.user as typeof result.user & Partial<SessionUser>;
    c.set('user', {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      avatarUrl: user.avatarUrl ?? null,
    });
    await next();
  });
}
