import type { AuthServices } from '../auth';
import type { PaymentProvider } from './payments/payment-provider';

/** Auth's services, and the payment provider (Stripe or the sandbox). */
export interface BillingServices extends AuthServices {
  payments: PaymentProvider;
}
