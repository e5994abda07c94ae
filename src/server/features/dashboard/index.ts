// The public face of the dashboard feature: what other features and the app may use.
export { statsRoutes } from './stats.routes';
export { todayRoutes } from './today.routes';
