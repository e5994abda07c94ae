import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionUser } from '../context';
import { AppError } from '../errors';

/** Loads the signed-in user from the session cookie; 401 `UNAUTHENTICATED` without one. */
export function requireUser({ auth }: Pick<AppDeps, 'auth'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
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
