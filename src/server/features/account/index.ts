// The public face of the account feature: what other features and the app may use.
export { accountRoutes } from './account.routes';
