import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '../../../shared/constants';
import { PATHS } from '../../../shared/routes';
import type { Database } from '../../db/client';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  accounts,
  householdInvitations,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import type { Config } from '../../env';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail/mailer';
import { resetPasswordMail, verificationMail } from './mails';
import { announceSessionsEnded } from './sessions-ended';

/**
 * The client address (platform/client-ip.ts), set by forward-to-auth.ts on every request it
 * hands to Better Auth, replacing whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-popote-client-ip';

export const PASSWORD_MAX_LENGTH = 128;
const DAY_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

/** The link of the confirmation mail: our own route, which lands on the e-mail-check screen. */
export function verificationLink(config: Pick<Config, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(config: Pick<Config, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}${PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
}

const isSignUp = (request: Request | undefined) =>
  request !== undefined && new URL(request.url).pathname.endsWith('/sign-up/email');

/** Whether an invitation to join a household waits for this address (not used, not expired). */
async function hasPendingInvitation(db: Database, email: string): Promise<boolean> {
  const [pending] = await db
    .select({ one: sql`1` })
    .from(householdInvitations)
    .where(
      and(
        eq(householdInvitations.email, email.toLowerCase()),
        isNull(householdInvitations.acceptedAt),
        gt(householdInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return pending !== undefined;
}

export function createAuth({ config, db, logger, mailer, secret }: AuthDeps) {
  const sendSafely = async (kind: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      logger.error({ err: error, kind }, 'Mail not sent');
    }
  };

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicBaseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicBaseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    logger: {
      level: 'warn',
      log: (level, message) => logger[level === 'debug' ? 'debug' : level](`[auth] ${message}`),
    },
    advanced: {
      // Joins: the session and its user come in one query on every request.
      database: { generateId: 'uuid', joins: true },
      cookiePrefix: 'popote',
      useSecureCookies: config.publicBaseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // Its rate limits and the sessions' ipAddress read only our header, never X-Forwarded-For
      // (whose left part the client writes): the same address as our own limits.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        avatarUrl: { type: 'string', required: false, input: false },
      },
    },
    // A password-reset link's token is stored as its SHA-256 only: a copy of the database opens
    // no account. Session tokens stay as Better Auth keeps them (it looks sessions up by token),
    // but a session cookie also carries an HMAC of the token with AUTH_SECRET, so a token read
    // from the database opens nothing without the secret (docs/decisions/0004-accounts.md).
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: 30 * DAY_SECONDS,
      // Sliding expiry: a session used at least once a day never lapses.
      updateAge: DAY_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // Called once the new password and the revoked sessions are committed: the user's open
      // event streams close too, in every server process.
      onPasswordReset: ({ user }) => announceSessionsEnded({ db, logger }, user.id),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) =>
        sendSafely('password-reset', () =>
          mailer.send({
            to: user.email,
            kind: 'password-reset',
            ...resetPasswordMail(
              String((user as { firstName?: unknown }).firstName ?? ''),
              resetPasswordLink(config, token),
            ),
          }),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        // Signing up from an invitation to this very address: joining the household with the
        // link the address received confirms it (acceptInvitation), so no second mail is sent.
        // A later « Renvoyer » still sends one.
        if (isSignUp(request) && (await hasPendingInvitation(db, user.email))) {
          logger.info({ mail: 'verification' }, 'sign-up of an invited address: no mail');
          return;
        }
        await sendSafely('verification', () =>
          mailer.send({
            to: user.email,
            kind: 'verification',
            ...verificationMail(
              String((user as { firstName?: unknown }).firstName ?? ''),
              verificationLink(config, token),
            ),
          }),
        );
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 10 * 60, max: 10 },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
