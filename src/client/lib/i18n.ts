// The app's texts: every namespace, added to the i18next instance (lib/i18n-core.ts).
import auth from '../locales/fr/auth.json';
import billing from '../locales/fr/billing.json';
import common from '../locales/fr/common.json';
import dashboard from '../locales/fr/dashboard.json';
import notFound from '../locales/fr/not-found.json';
import notifications from '../locales/fr/notifications.json';
import onboarding from '../locales/fr/onboarding.json';
import settings from '../locales/fr/settings.json';
import planning from '../locales/fr/planning.json';
import favorites from '../locales/fr/favorites.json';
import shopping from '../locales/fr/shopping.json';
import inventory from '../locales/fr/inventory.json';
import recipes from '../locales/fr/recipes.json';
import recipe from '../locales/fr/recipe.json';
import myRecipes from '../locales/fr/my-recipes.json';
import assistant from '../locales/fr/assistant.json';
import eaters from '../locales/fr/eaters.json';
import household from '../locales/fr/household.json';
import calendar from '../locales/fr/calendar.json';
import offline from '../locales/fr/offline.json';
import i18n, { addTexts } from './i18n-core';

export const resources = {
  fr: {
    common,
    auth,
    notFound,
    onboarding,
    billing,
    dashboard,
    notifications,
    settings,
    planning,
    favorites,
    shopping,
    inventory,
    recipes,
    recipe,
    myRecipes,
    assistant,
    eaters,
    household,
    calendar,
    offline,
  },
} as const;

addTexts(resources.fr);

export { changeLanguage, LANGUAGE_CHANGED_EVENT, LANGUAGES } from './i18n-core';
export type { Language, LanguageCode } from './i18n-core';
export default i18n;
