// The public face of the billing feature: what other features and the app may use.
export { billingRoutes } from './billing.routes';
export { createPaymentProvider } from './payments/provider';
export { sandboxPages } from './sandbox.routes';
export { type BillingServices } from './services';
