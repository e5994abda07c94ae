import type { SubscriptionEvent } from './fulfilment';

export interface CheckoutRequest {
  userId: string;
  email: string;
}

export interface SubscriptionRecord {
  userId: string;
  stripeCustomerId: string | null;
  providerSubscriptionId: string | null;
}

/**
 * A card payment provider: a hosted checkout, a server-side look at a finished checkout, a
 * management portal, and (for providers that push them) verified webhook events.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The provider's own account of a checkout of this user; null when not paid (yet). */
  retrieveCheckout(sessionId: string, userId: string): Promise<SubscriptionEvent | null>;
  createPortal(subscription: SubscriptionRecord): Promise<{ url: string }>;
  /** Ends the subscription at once with the provider (the account is being deleted). */
  cancelSubscription(subscription: SubscriptionRecord): Promise<void>;
  /**
   * Verifies and reads a webhook delivery: throws `InvalidSignatureError` on a bad signature,
   * anything else when the provider cannot be asked (the delivery is then answered 500 and
   * retried by the provider).
   */
  parseWebhook?(rawBody: string, signature: string): Promise<SubscriptionEvent[]>;
}

/** The checkout session is unknown, or belongs to someone else. */
export class UnknownCheckoutError extends Error {
  override name = 'UnknownCheckoutError';
}

/** A webhook delivery whose signature does not verify: nothing of it is read. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}
