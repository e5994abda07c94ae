import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PLAN } from '../../../shared/constants';
import { PATHS } from '../../../shared/routes';
import { sandboxCheckouts, userSubscriptions } from '../../db/schema';
import type { AppEnv } from '../../platform/context';
import type { BillingServices } from './services';
import { originCheck } from '../../platform/origin-check';
import { applySubscriptionEvent } from './payments/fulfilment';
import {
  addDays,
  findCheckout,
  sandboxCheckoutEvent,
  sandboxPortalEvent,
} from './payments/sandbox';
import { CHECKOUT_SCRIPT, renderCheckout, renderMessage, renderPortal } from './sandbox.views';

const PORTAL_ACTIONS = ['cancel-at-period-end', 'resume', 'cancel-now'] as const;

/**
 * The sandbox payment provider's pages (checkout and portal): local and clearly labelled
 * test pages whose payments go through the very same fulfilment as Stripe's events.
 */
export function sandboxPages(deps: BillingServices) {
  const { db, auth, config } = deps;
  const base = config.publicBaseUrl;

  async function signedInUser(c: Context<AppEnv>) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user ?? null;
  }

  const notFound = (c: Context<AppEnv>) =>
    c.html(
      renderMessage('Paiement introuvable', 'Ce paiement n’existe pas ou n’est plus disponible.', {
        href: PATHS.subscription,
        label: 'Retour à l’abonnement',
      }),
      404,
    );

  // A FREE30 trial paid now ends (and is first charged) this many days later: the sandbox's rule.
  const trialEnd = () => addDays(new Date(), PLAN.promoFreeDays);

  return new Hono<AppEnv>()
    .use(originCheck(config))
    .use(bodyLimit({ maxSize: 8 * 1024 }))
    .get('/checkout.js', (c) =>
      c.body(CHECKOUT_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    )
    .get('/checkout/:id', async (c) => {
      const user = await signedInUser(c);
      if (!user) return c.redirect(PATHS.auth, 303);
      const checkout = await findCheckout(db, c.req.param('id'), user.id);
      if (!checkout || checkout.status === 'canceled') return notFound(c);
      if (checkout.status === 'completed')
        return c.redirect(`${base}${PATHS.paymentSuccess}?session_id=${checkout.id}`, 303);
      return c.html(
        renderCheckout({ id: checkout.id, email: checkout.email, trialEnd: trialEnd() }),
      );
    })
    .post('/checkout/:id/pay', async (c) => {
      const user = await signedInUser(c);
      if (!user) return c.redirect(PATHS.auth, 303);
      const checkout = await findCheckout(db, c.req.param('id'), user.id);
      if (!checkout || checkout.status === 'canceled') return notFound(c);
      const success = `${base}${PATHS.paymentSuccess}?session_id=${checkout.id}`;
      if (checkout.status === 'completed') return c.redirect(success, 303);

      const form = await c.req.parseBody();
      const promoCode = String(form.promoCode ?? '')
        .trim()
        .toUpperCase();
      if (promoCode && promoCode !== PLAN.promoCode) {
        return c.html(
          renderCheckout({
            id: checkout.id,
            email: checkout.email,
            promoCode,
            error: 'Ce code promo n’est pas valable.',
            trialEnd: trialEnd(),
          }),
          400,
        );
      }
      const [completed] = await db
        .update(sandboxCheckouts)
        .set({ status: 'completed', completedAt: new Date(), promoCode: promoCode || null })
        .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, 'open')))
        .returning();
      if (completed) await applySubscriptionEvent(deps, sandboxCheckoutEvent(completed));
      return c.redirect(success, 303);
    })
    .post('/checkout/:id/cancel', async (c) => {
      const user = await signedInUser(c);
      if (!user) return c.redirect(PATHS.auth, 303);
      const checkout = await findCheckout(db, c.req.param('id'), user.id);
      if (checkout?.status === 'open') {
        await db
          .update(sandboxCheckouts)
          .set({ status: 'canceled' })
          .where(eq(sandboxCheckouts.id, checkout.id));
      }
      return c.redirect(`${base}${PATHS.subscription}`, 303);
    })
    .get('/portal', async (c) => {
      const user = await signedInUser(c);
      if (!user) return c.redirect(PATHS.auth, 303);
      const [subscription] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, user.id));
      if (!subscription) {
        return c.html(
          renderMessage('Aucun abonnement trouvé', 'Vous n’avez pas encore d’abonnement Popote.', {
            href: PATHS.subscription,
            label: 'Choisir une formule',
          }),
          404,
        );
      }
      return c.html(renderPortal(subscription, `${base}${PATHS.dashboardSettings}`));
    })
    .post('/portal/:action', async (c) => {
      const user = await signedInUser(c);
      if (!user) return c.redirect(PATHS.auth, 303);
      const action = c.req.param('action') as (typeof PORTAL_ACTIONS)[number];
      const [subscription] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, user.id));
      if (!subscription || !PORTAL_ACTIONS.includes(action))
        return c.redirect('/sandbox/portal', 303);
      const change =
        action === 'cancel-now'
          ? { status: 'canceled' as const, cancelAtPeriodEnd: false, currentPeriodEnd: new Date() }
          : { status: subscription.status, cancelAtPeriodEnd: action === 'cancel-at-period-end' };
      await applySubscriptionEvent(deps, sandboxPortalEvent(user.id, change));
      return c.redirect('/sandbox/portal', 303);
    });
}
