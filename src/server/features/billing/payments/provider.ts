import type { BillingServices } from '../services';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/** The provider BILLING_PROVIDER chooses (sandbox by default, Stripe once configured). */
export function createPaymentProvider(
  deps: Pick<BillingServices, 'db' | 'config'>,
): PaymentProvider {
  return deps.config.billing.provider === 'stripe' ? stripeProvider(deps) : sandboxProvider(deps);
}
