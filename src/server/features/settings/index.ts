// The public face of the settings feature: what other features and the app may use.
export { profileRoutes } from './profile.routes';
