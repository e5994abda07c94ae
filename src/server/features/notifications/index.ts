// The public face of the notifications feature: what other features and the app may use.
export { notificationsRoutes } from './notifications.routes';
