// The public face of the health feature: what other features and the app may use.
export { healthRoutes } from './health.routes';
