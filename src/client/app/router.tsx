import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/routes';
import { LoadingScreen } from '../components/loading-screen';
import { RouteErrorPage } from '../components/route-error-page';
import { RootLayout } from './root-layout';

type PageKey = keyof typeof PATHS;

// Every page is its own chunk, loaded on first visit. To build a page, replace its
// `placeholder(key)` with e.g. `lazy: () => import('../features/auth/pages/auth-page')`
// (a module exporting `Component`, and `loader` if it needs one).
function placeholder(key: PageKey): RouteObject['lazy'] {
  return async () => {
    const { PlaceholderPage } = await import('../components/placeholder-page');
    return { element: <PlaceholderPage titleKey={`pages.${key}`} /> };
  };
}

function page(key: PageKey): RouteObject {
  return { path: PATHS[key], lazy: placeholder(key) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      page('home'),
      page('auth'),
      page('resetPassword'),
      page('emailConfirmation'),
      page('privacy'),
      page('terms'),
      page('featureMealPlanning'),
      page('featureShoppingList'),
      page('featureRecipeSuggestions'),
      page('featureVirtualAssistant'),
      page('featureFrigidaire'),
      page('app'),
      page('blog'),
      page('questionnaire'),
      page('subscription'),
      page('paymentSuccess'),
      {
        // The dashboard shell (layout and access gate) will wrap these children.
        path: PATHS.dashboard,
        children: [
          { index: true, lazy: placeholder('dashboard') },
          page('dashboardChat'),
          page('dashboardFeed'),
          page('dashboardPlanning'),
          page('dashboardShopping'),
          page('dashboardInventory'),
          page('dashboardFavorites'),
          page('dashboardSettings'),
        ],
      },
      { path: '*', lazy: () => import('../features/not-found/pages/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
