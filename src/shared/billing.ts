// The answers of /api/billing, shared by the server that builds them and the client.

/** POST /api/billing/checkout and /portal: the provider's page to send the browser to. */
export interface BillingPage {
  url: string;
}

/** POST /api/billing/confirm: whether the subscription is active once the payment is read. */
export interface PaymentConfirmation {
  active: boolean;
}
