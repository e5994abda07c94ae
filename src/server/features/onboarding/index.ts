// The public face of the onboarding feature: what other features and the app may use.
export { preferencesRoutes } from './preferences.routes';
