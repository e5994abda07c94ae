import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/auth-validation';
import { PATHS } from '../../../shared/routes';
import { profiles, sessions } from '../../db/schema';
import { fromAuthApiError } from './auth-errors';
import { requireUser } from './session';
import { clientIp } from '../../platform/client-ip';
import type { AppEnv } from '../../platform/context';
import type { AuthServices } from './services';
import { AppError } from '../../platform/errors';
import { clearLimit, enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import { forwardToAuth } from './forward-to-auth';
import { announceSessionsEnded } from './sessions-ended';

const HOUR = 60 * 60;
/** Attempts on one account, whatever the address they come from (reset by a success). */
const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };
const RESET_PER_ADDRESS = { max: 5, windowSeconds: HOUR };
const RESET_PER_IP = { max: 20, windowSeconds: HOUR };
const VERIFICATION_PER_USER = { max: 5, windowSeconds: HOUR };

/** Better Auth endpoints reachable as they are; everything else is ours or closed. */
const FORWARDED = new Set(['/get-session']);

export function authRoutes(deps: AuthServices) {
  const { auth, db, config } = deps;
  const confirmationPage = (status: 'verified' | 'invalid') =>
    `${config.publicBaseUrl}${PATHS.emailConfirmation}?status=${status}`;

  return new Hono<AppEnv>()
    .post('/sign-up/email', validate('json', signUpSchema), (c) => {
      const { email, password, firstName, lastName } = c.req.valid('json');
      return forwardToAuth(c, deps, {
        email,
        password,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
      });
    })
    .post('/sign-in/email', validate('json', signInSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const accountKey = `sign-in:account:${email}`;
      await enforceLimit(db, accountKey, ACCOUNT_SIGN_IN_LIMIT);
      const response = await forwardToAuth(c, deps, { email, password });
      if (response.ok) await clearLimit(db, accountKey);
      return response;
    })
    .post('/sign-out', async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      // The specification signs out globally: every session of the user ends here, and with
      // them the user's open event streams, in every server process.
      if (session) {
        await db.delete(sessions).where(eq(sessions.userId, session.user.id));
        await announceSessionsEnded(deps, session.user.id);
      }
      const answer = c.json({ ok: true });
      for (const cookie of signedOut.headers.getSetCookie())
        answer.headers.append('Set-Cookie', cookie);
      return answer;
    })
    .post('/password-reset', validate('json', passwordResetRequestSchema), async (c) => {
      const { email } = c.req.valid('json');
      await enforceLimit(db, `password-reset:ip:${clientIp(c, config)}`, RESET_PER_IP);
      await enforceLimit(db, `password-reset:email:${email}`, RESET_PER_ADDRESS);
      const [profile] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.email, email))
        .limit(1);
      if (!profile) throw new AppError('EMAIL_NOT_REGISTERED');
      await auth.api
        .requestPasswordReset({
          body: { email, redirectTo: `${config.publicBaseUrl}${PATHS.resetPassword}` },
        })
        .catch((error: unknown) => Promise.reject(fromAuthApiError(error)));
      return c.json({ ok: true });
    })
    .post('/reset-password', validate('json', passwordResetSchema), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      await enforceLimit(db, `reset-password:ip:${clientIp(c, config)}`, RESET_PER_IP);
      await auth.api
        .resetPassword({ body: { token, newPassword } })
        .catch((error: unknown) => Promise.reject(fromAuthApiError(error)));
      return c.json({ ok: true });
    })
    .post('/send-verification-email', requireUser(deps), async (c) => {
      const user = c.get('user');
      if (user.emailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
      await enforceLimit(db, `verification:user:${user.id}`, VERIFICATION_PER_USER);
      await auth.api
        .sendVerificationEmail({ body: { email: user.email } })
        .catch((error: unknown) => Promise.reject(fromAuthApiError(error)));
      return c.json({ ok: true });
    })
    .get('/verify-email', async (c) => {
      const token = c.req.query('token');
      if (!token) return c.redirect(confirmationPage('invalid'), 302);
      try {
        await auth.api.verifyEmail({ query: { token } });
        return c.redirect(confirmationPage('verified'), 302);
      } catch {
        return c.redirect(confirmationPage('invalid'), 302);
      }
    })
    .on(['GET', 'POST'], '/*', (c) => {
      const path = c.req.path.replace(/^\/api\/auth/, '');
      if (!FORWARDED.has(path)) throw new AppError('ROUTE_NOT_FOUND');
      return c.req.method === 'POST'
        ? c.req.json().then(
            (body: unknown) => forwardToAuth(c, deps, body),
            () => forwardToAuth(c, deps, {}),
          )
        : forwardToAuth(c, deps);
    });
}
