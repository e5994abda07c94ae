// The public face of the favorites feature: what other features and the app may use.
export { favoritesRoutes } from './favorites.routes';
