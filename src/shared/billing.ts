import { PLAN } from './constants';
import { formatLongDate, formatPrice } from './format';

// The answers of /api/billing, shared by the server that builds them and the client.

/** POST /api/billing/checkout and /portal: the provider's page to send the browser to. */
export interface BillingPage {
  url: string;
}

/** POST /api/billing/confirm: whether the subscription is active once the payment is read. */
export interface PaymentConfirmation {
  active: boolean;
}

/**
 * What a FREE30 trial costs, said the same way on the checkout and in the settings:
 * « CHF 0 aujourd'hui, puis CHF 9.99 le samedi 26 décembre 2026 ».
 */
export function trialPriceLine(firstCharge: Date): string {
  return `${PLAN.currency} 0 aujourd'hui, puis ${formatPrice()} le ${formatLongDate(firstCharge)}`;
}
