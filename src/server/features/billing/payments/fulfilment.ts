import { eq } from 'drizzle-orm';
import { PLAN, type SubscriptionStatus } from '../../../../shared/constants';
import { billingEvents, notifications, users, userSubscriptions } from '../../../db/schema';
import { isSubscriptionActive } from '../../../../shared/me';
import type { BaseDeps } from '../../../platform/context';

export const ACTIVATION_NOTIFICATION = {
  title: 'Abonnement activé',
  message: 'Votre abonnement premium est actif. Bon appétit avec Popote\u202f!',
} as const;

/** A change of a user's subscription, as a verified provider reports it. */
export interface SubscriptionEvent {
  provider: 'sandbox' | 'stripe';
  /** The provider's event id: applying the same id twice changes nothing. */
  eventId: string;
  type: string;
  /** When the provider says it happened: an event older than the last applied is ignored. */
  occurredAt: Date;
  userId: string;
  /** null: a paid checkout — active, unless the provider already reported a live status. */
  status: SubscriptionStatus | null;
  /** undefined: unchanged (a checkout event does not know the period). */
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  customerId?: string | null;
  subscriptionId?: string | null;
}

/**
 * The only way a subscription changes: idempotent by event id, ordered by event time, in one
 * transaction. An activation records the specification's notification, whose failure is
 * only logged.
 */
export async function applySubscriptionEvent(
  { db, logger }: Pick<BaseDeps, 'db' | 'logger'>,
  event: SubscriptionEvent,
): Promise<{ applied: boolean; activated: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (fresh.length === 0) return { applied: false, activated: false };
    // An event for an account deleted since: recorded as seen (the provider stops retrying),
    // nothing to write.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, event.userId))
      .for('key share');
    if (!owner) return { applied: false, activated: false };

    const [current] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, event.userId))
      .for('update');
    if (current?.lastEventAt && event.occurredAt < current.lastEventAt)
      return { applied: false, activated: false };

    const wasActive = isSubscriptionActive(current);
    const next = {
      plan: PLAN.id,
      status: event.status ?? (current && wasActive ? current.status : 'active'),
      provider: event.provider,
      currentPeriodEnd:
        event.currentPeriodEnd === undefined
          ? (current?.currentPeriodEnd ?? null)
          : event.currentPeriodEnd,
      cancelAtPeriodEnd: event.cancelAtPeriodEnd ?? current?.cancelAtPeriodEnd ?? false,
      lastEventAt: event.occurredAt,
      stripeCustomerId: event.customerId ?? current?.stripeCustomerId ?? null,
      providerSubscriptionId: event.subscriptionId ?? current?.providerSubscriptionId ?? null,
    };
    const activated = !wasActive && isSubscriptionActive(next);
    await tx
      .insert(userSubscriptions)
      .values({ userId: event.userId, ...next, startDate: new Date() })
      .onConflictDoUpdate({
        target: userSubscriptions.userId,
        set: { ...next, ...(activated ? { startDate: new Date() } : {}), updatedAt: new Date() },
      });
    return { applied: true, activated };
  });

  if (outcome.activated) {
    await db
      .insert(notifications)
      .values({ userId: event.userId, type: 'system', ...ACTIVATION_NOTIFICATION })
      .catch((error: unknown) =>
        logger.error({ err: error, userId: event.userId }, 'Notification not saved'),
      );
  }
  return outcome;
}
