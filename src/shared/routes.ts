// Every page of the specification's route table, so the client router and the server's
// HTTP status for unknown pages (404) agree.

export const PATHS = {
  home: '/',
  auth: '/auth',
  resetPassword: '/auth/reset-password',
  emailConfirmation: '/auth/email-confirmation',
  privacy: '/privacy',
  terms: '/terms',
  featureMealPlanning: '/features/meal-planning',
  featureShoppingList: '/features/shopping-list',
  featureRecipeSuggestions: '/features/recipe-suggestions',
  featureVirtualAssistant: '/features/virtual-assistant',
  featureFrigidaire: '/features/frigidaire',
  app: '/app',
  blog: '/blog',
  questionnaire: '/questionnaire',
  subscription: '/subscription',
  paymentSuccess: '/payment/success',
  dashboard: '/dashboard',
  dashboardChat: '/dashboard/chat',
  dashboardFeed: '/dashboard/feed',
  /** « Mes recettes »: the household's own recipe book (issue 27). */
  dashboardRecipes: '/dashboard/recipes',
  dashboardPlanning: '/dashboard/planning',
  dashboardShopping: '/dashboard/shopping',
  dashboardInventory: '/dashboard/inventory',
  dashboardFavorites: '/dashboard/favorites',
  dashboardSettings: '/dashboard/settings',
  /** Where an invitation mail's link opens (?token=…). */
  invitation: '/invitation',
} as const;

/**
 * The auth page opened on its sign-up form: where the public pages' « Commencer », « J'en
 * profite » and « Commencer maintenant » lead (`/auth` alone opens the sign-in form).
 */
export const SIGN_UP_PATH = `${PATHS.auth}?mode=inscription` as const;

/** The `mode` values that open the auth page on its sign-up form (`signup`: older links). */
export const SIGN_UP_MODES: readonly string[] = ['inscription', 'signup'];

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Paths of the sandbox payment provider's pages and the local mailbox (served by the server). */
export const SERVER_PAGE_PREFIXES = ['/sandbox/', '/dev/'] as const;

const KNOWN = new Set<string>(Object.values(PATHS));

/** True when a page exists for this path (the client shows its 404 page otherwise). */
export function isKnownPagePath(pathname: string): boolean {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return KNOWN.has(normalized);
}
