import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BillingPage, PaymentConfirmation } from '../../../shared/billing';
import { userSubscriptions } from '../../db/schema';
import { loadAccess, requireUser } from '../auth';
import type { AppEnv } from '../../platform/context';
import type { BillingServices } from './services';
import { AppError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { applySubscriptionEvent } from './payments/fulfilment';
import { InvalidSignatureError, UnknownCheckoutError } from './payments/payment-provider';

/** A provider failure the user can only retry: logged in full, answered in French. */
function providerFailure(deps: BillingServices, code: 'CHECKOUT_FAILED' | 'PORTAL_FAILED') {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, `Payment provider failure: ${code}`);
    throw new AppError(code, { cause: error });
  };
}

export function billingRoutes(deps: BillingServices) {
  const { db, config, payments: provider } = deps;
  return new Hono<AppEnv>()
    .post('/webhooks/stripe', async (c) => {
      if (!provider.parseWebhook) throw new AppError('ROUTE_NOT_FOUND');
      const signature = c.req.header('stripe-signature');
      if (!signature) throw new AppError('INVALID_SIGNATURE');
      const events = await provider
        .parseWebhook(await c.req.text(), signature)
        .catch((error: unknown) => {
          if (!(error instanceof InvalidSignatureError)) throw error;
          deps.logger.warn({ err: error.cause }, 'Stripe webhook refused: bad signature');
          throw new AppError('INVALID_SIGNATURE');
        });
      for (const event of events) await applySubscriptionEvent(deps, event);
      return c.json({ received: true });
    })
    .use(requireUser(deps))
    .post('/checkout', async (c) => {
      const user = c.get('user');
      const access = await loadAccess(db, config, user);
      // An active subscriber is never sent to a second checkout.
      if (access.subscription.active) throw new AppError('ALREADY_SUBSCRIBED');
      if (!user.email) throw new AppError('EMAIL_NOT_FOUND');
      const { url } = await provider
        .createCheckout({ userId: user.id, email: user.email })
        .catch(providerFailure(deps, 'CHECKOUT_FAILED'));
      return c.json({ url } satisfies BillingPage);
    })
    .post(
      '/confirm',
      validate('json', z.object({ sessionId: z.string().trim().min(1).max(255) })),
      async (c) => {
        const user = c.get('user');
        const event = await provider
          .retrieveCheckout(c.req.valid('json').sessionId, user.id)
          .catch((error: unknown) => {
            if (error instanceof UnknownCheckoutError) throw new AppError('NOT_FOUND');
            throw error;
          });
        if (event) await applySubscriptionEvent(deps, event);
        const access = await loadAccess(db, config, user);
        return c.json({ active: access.subscription.active } satisfies PaymentConfirmation);
      },
    )
    .post('/portal', async (c) => {
      const [subscription] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, c.get('user').id));
      if (!subscription) throw new AppError('NO_SUBSCRIPTION');
      const { url } = await provider
        .createPortal(subscription)
        .catch(providerFailure(deps, 'PORTAL_FAILED'));
      return c.json({ url } satisfies BillingPage);
    });
}
