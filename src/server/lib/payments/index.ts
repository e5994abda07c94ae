import type { AppDeps } from '../context';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

export { applySubscriptionEvent, type SubscriptionEvent } from './fulfilment';
export { UnknownCheckoutError, type PaymentProvider } from './payment-provider';

/** The provider BILLING_PROVIDER chooses (sandbox by default, Stripe once configured). */
export function createPaymentProvider(deps: Pick<AppDeps, 'db' | 'config'>): PaymentProvider {
  return deps.config.billing.provider === 'stripe' ? stripeProvider(deps) : sandboxProvider(deps);
}
