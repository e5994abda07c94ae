import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AppDeps, AppEnv, SessionUser } from '../context';
import { AppError } from '../errors';

type Auth = AppDeps['auth'];

/** What the fast path needs of Better Auth's settings, read once per auth instance. */
interface SessionSettings {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settings = new WeakMap<Auth, Promise<SessionSettings>>();

function settingsOf(auth: Auth): Promise<SessionSettings> {
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

function prepareSessionQuery(db: Database) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('popote_session');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/**
 * The common case in one prepared query: a correctly signed cookie whose session is valid and
 * not yet due for its refresh. Anything else (no cookie, « don't remember me », a refresh due,
 * an expired or unknown session) returns `undefined` and is left to Better Auth, which then
 * answers exactly as before (refresh, clean-up, refusal).
 */
async function fastSession(
  { auth, db }: Pick<AppDeps, 'auth' | 'db'>,
  request: Parameters<typeof getCookie>[0],
): Promise<SessionUser | undefined> {
  const known = await settingsOf(auth);
  const cookie = getCookie(request, known.cookieName);
  if (!cookie || getCookie(request, known.dontRememberCookieName)) return undefined;
  const token = verifiedToken(cookie, known.secret);
  if (!token) return undefined;
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ token });
  if (!row) return undefined;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now || expiresAt - known.expiresInMs + known.updateAgeMs <= now) {
    return undefined;
  }
  return { ...row.user, avatarUrl: row.user.avatarUrl ?? null };
}

/** Loads the signed-in user from the session cookie; 401 `UNAUTHENTICATED` without one. */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const fast = await fastSession(deps, c);
    if (fast) {
      c.set('user', fast);
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
