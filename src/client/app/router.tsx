import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/routes';
import type { FeatureSlug } from '../features/marketing/components/feature/feature-content';
import { LoadingScreen } from '../components/loading-screen';
import { RouteErrorPage } from '../components/route-error-page';
import { DashboardGate } from './guards/dashboard-gate';
import { OnboardingGate } from './guards/onboarding-gate';
import { SignedInGate } from './guards/signed-in-gate';
import { RootLayout } from './root-layout';

type PageKey = keyof typeof PATHS;

// Every page is its own chunk, loaded on first visit (a module exporting `Component`).
/** One of the five public feature pages. */
function featurePage(key: PageKey, feature: FeatureSlug): RouteObject {
  return {
    path: PATHS[key],
    lazy: async () => {
      const { FeaturePage } = await import('../features/marketing/pages/feature-page');
      return { element: <FeaturePage feature={feature} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // The public site: plain links between its pages, which are also prerendered.
        lazy: () => import('../features/marketing/components/public-layout-route'),
        children: [
          { index: true, lazy: () => import('../features/marketing/pages/landing-page') },
          { path: PATHS.privacy, lazy: () => import('../features/marketing/pages/privacy-page') },
          { path: PATHS.terms, lazy: () => import('../features/marketing/pages/terms-page') },
          featurePage('featureMealPlanning', 'meal-planning'),
          featurePage('featureShoppingList', 'shopping-list'),
          featurePage('featureRecipeSuggestions', 'recipe-suggestions'),
          featurePage('featureVirtualAssistant', 'virtual-assistant'),
          featurePage('featureFrigidaire', 'frigidaire'),
          { path: PATHS.app, lazy: () => import('../features/marketing/pages/app-page') },
          { path: PATHS.blog, lazy: () => import('../features/marketing/pages/blog-page') },
        ],
      },
      { path: PATHS.auth, lazy: () => import('../features/auth/pages/auth-page') },
      // Public: the invitee may arrive signed out, or signed in (with the right account or not).
      {
        path: PATHS.invitation,
        lazy: () => import('../features/household/pages/invitation-page'),
      },
      {
        path: PATHS.resetPassword,
        lazy: () => import('../features/auth/pages/reset-password-page'),
      },
      {
        path: PATHS.emailConfirmation,
        lazy: () => import('../features/auth/pages/email-confirmation-page'),
      },
      // Access gates (app/guards) read GET /api/me and send the user where they belong.
      {
        Component: OnboardingGate,
        children: [
          {
            path: PATHS.questionnaire,
            lazy: () => import('../features/onboarding/pages/questionnaire-page'),
          },
        ],
      },
      {
        Component: SignedInGate,
        children: [
          {
            path: PATHS.subscription,
            lazy: () => import('../features/billing/pages/subscription-page'),
          },
          {
            path: PATHS.paymentSuccess,
            lazy: () => import('../features/billing/pages/payment-success-page'),
          },
        ],
      },
      {
        path: PATHS.dashboard,
        Component: DashboardGate,
        children: [
          {
            // The shell: sidebar (a drawer under 1024 px), top bar, then the page.
            lazy: () => import('./dashboard/dashboard-layout'),
            children: [
              { index: true, lazy: () => import('../features/dashboard/pages/dashboard-page') },
              {
                path: PATHS.dashboardChat,
                lazy: () => import('../features/assistant/pages/chat-page'),
              },
              { path: 'feed', lazy: () => import('../features/recipes/pages/suggestions-page') },
              {
                path: 'recipes',
                lazy: () => import('../features/recipes/pages/my-recipes-page'),
              },
              { path: 'planning', lazy: () => import('./planning/planning-screen') },
              { path: 'shopping', lazy: () => import('../features/shopping/pages/shopping-page') },
              {
                path: 'inventory',
                lazy: () => import('../features/inventory/pages/inventory-page'),
              },
              {
                path: 'favorites',
                lazy: () => import('../features/favorites/pages/favorites-page'),
              },
              { path: 'settings', lazy: () => import('./settings/settings-page') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../features/not-found/pages/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
