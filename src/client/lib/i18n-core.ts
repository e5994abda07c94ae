// The i18next instance and the language rules (French only), with the texts every page
// uses (`common`). Each entry adds the namespaces its pages read: the app all of them
// (lib/i18n.ts), the signed-out pages (/auth…) only `auth` — so they do not carry the app's
// texts. Texts are bundled, so initialisation is synchronous: no loading flash.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../../shared/constants';
import common from '../locales/fr/common.json';

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

/** Adds the French texts of namespaces (`{ auth, planning… }`) to those already known. */
export function addTexts(namespaces: Record<string, object>): void {
  for (const [namespace, texts] of Object.entries(namespaces))
    i18n.addResourceBundle('fr', namespace, texts, true, true);
}

// Registered before init so the initial detection is stored and announced too.
i18n.on('languageChanged', onLanguageChanged);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { fr: { common } },
    supportedLngs: Object.keys(LANGUAGES),
    fallbackLng: 'fr',
    load: 'languageOnly',
    ns: ['common'],
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
