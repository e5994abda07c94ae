import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../../shared/constants';
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
import assistant from '../locales/fr/assistant.json';
import eaters from '../locales/fr/eaters.json';
import household from '../locales/fr/household.json';
import calendar from '../locales/fr/calendar.json';
import offline from '../locales/fr/offline.json';

// Texts are bundled (French only), so initialisation is synchronous: no loading flash.
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
    assistant,
    eaters,
    household,
    calendar,
    offline,
  },
} as const;

export const LANGUAGES = {
  fr: { code: 'fr', name: 'Français', flag: '🇫🇷' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export type Language = (typeof LANGUAGES)[LanguageCode];

/** Name of the window event fired on every language change (detail: the {@link Language}). */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

function isLanguageCode(code: string | undefined): code is LanguageCode {
  return code !== undefined && Object.hasOwn(LANGUAGES, code);
}

function onLanguageChanged(): void {
  const resolved = i18n.resolvedLanguage;
  const language: Language = isLanguageCode(resolved) ? LANGUAGES[resolved] : LANGUAGES.fr;
  document.documentElement.lang = language.code;
  try {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify(language));
  } catch {
    // Storage may be full or disabled (private mode): the language still applies for this visit.
  }
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGED_EVENT, { detail: language }));
}

export function changeLanguage(code: LanguageCode) {
  return i18n.changeLanguage(code);
}

// Registered before init so the initial detection is stored and announced too.
i18n.on('languageChanged', onLanguageChanged);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: Object.keys(LANGUAGES),
    fallbackLng: 'fr',
    load: 'languageOnly',
    ns: Object.keys(resources.fr),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
    },
  });

export default i18n;
