import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../../shared/auth-validation';
import { PATHS } from '../../../shared/routes';
import { householdMembers, households, userSubscriptions, users } from '../../db/schema';
import {
  announceSessionsEnded,
  requireUser,
  signedSessionToken,
  verifyCurrentPassword,
} from '../auth';
import type { AppEnv } from '../../platform/context';
import type { AccountServices } from './services';
import { AppError } from '../../platform/errors';
import { announceHandOver, handOverHousehold } from '../household';
import { forgetRecipePhotos, householdPhotoKeys, photoStoreFor } from '../recipes';
import { streamedJson } from '../../platform/json-stream';
import { enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { exportAccount } from './export';

const SENSITIVE_PER_USER = { max: 10, windowSeconds: 60 * 60 };
const password = z.string().min(1, 'Le mot de passe est requis').max(1024);

/** The account itself: e-mail change, export of one's data, deletion. */
export function accountRoutes(deps: AccountServices) {
  const { db, auth, config, payments, logger } = deps;
  const settings = (status: 'changed' | 'invalid') =>
    `${config.publicBaseUrl}${PATHS.dashboardSettings}?email=${status}`;

  async function checkPassword(userId: string, candidate: string) {
    await enforceLimit(db, `password-check:user:${userId}`, SENSITIVE_PER_USER);
    if (!(await verifyCurrentPassword(deps, userId, candidate)))
      throw new AppError('WRONG_PASSWORD');
  }

  return new Hono<AppEnv>()
    .get('/email/confirm', async (c) => {
      const token = c.req.query('token');
      const changed = token
        ? await confirmEmailChange(deps, token, await signedSessionToken(auth, c))
        : false;
      return c.redirect(settings(changed ? 'changed' : 'invalid'), 302);
    })
    .use(requireUser(deps))
    .post(
      '/email',
      validate('json', z.object({ newEmail: emailSchema, currentPassword: password })),
      async (c) => {
        const user = c.get('user');
        const { newEmail, currentPassword } = c.req.valid('json');
        if (newEmail === user.email.toLowerCase()) throw new AppError('SAME_EMAIL');
        await checkPassword(user.id, currentPassword);
        await requestEmailChange(deps, user, newEmail);
        return c.json({ ok: true });
      },
    )
    .get('/export', async (c) =>
      streamedJson(c, await exportAccount(deps, photoStoreFor(config), c.get('user').id), {
        'Content-Disposition': 'attachment; filename="popote-mes-donnees.json"',
      }),
    )
    .delete('/', validate('json', z.object({ password })), async (c) => {
      const user = c.get('user');
      await checkPassword(user.id, c.req.valid('json').password);
      const [subscription] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, user.id));
      if (subscription) {
        await payments.cancelSubscription(subscription).catch((error: unknown) => {
          logger.error(
            { err: error, userId: user.id },
            'Subscription not cancelled at the provider',
          );
        });
      }
      // One transaction: a shared household stays with its members (the longest-standing one
      // becomes its owner) exactly when the account goes — never one without the other.
      // The photos of « Mes recettes », should the household go with the account.
      const [membership] = await db
        .select({ householdId: householdMembers.householdId })
        .from(householdMembers)
        .where(eq(householdMembers.userId, user.id));
      const photoKeys = membership ? await householdPhotoKeys(db, membership.householdId) : [];
      const handedOver = await db.transaction(async (tx) => {
        const handOver = await handOverHousehold(tx, user);
        // Cascades to sessions, profile, preferences, subscription, notifications, favourites
        // and the household the user still owns (alone), with its list, plan and fridge.
        await tx.delete(users).where(eq(users.id, user.id));
        return handOver;
      });
      if (membership && photoKeys.length > 0) {
        const [kept] = await db
          .select({ id: households.id })
          .from(households)
          .where(eq(households.id, membership.householdId));
        if (!kept)
          await forgetRecipePhotos(photoStoreFor(config), photoKeys).catch((error: unknown) => {
            logger.error({ err: error, userId: user.id }, 'Recipe photos not deleted');
          });
      }
      // The account's open event streams close, in every server process.
      await announceSessionsEnded(deps, user.id);
      if (handedOver) await announceHandOver(deps, user, handedOver);
      // The sessions are gone with the account: this only clears the browser's cookies.
      const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      const answer = c.json({ ok: true });
      for (const cookie of signedOut.headers.getSetCookie())
        answer.headers.append('Set-Cookie', cookie);
      return answer;
    });
}
