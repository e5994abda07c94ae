/**
 * Settings the public pages show (README: CONTACT_EMAIL, SOCIAL_*_URL, AGENCY_*). Vite writes
 * them in when the client is built (vite.config.ts, from scripts/lib/public-settings.mjs); tests and
 * tools that do not go through Vite get the safe local defaults.
 */
export interface PublicSettings {
  contactEmail: string;
  /** Only the networks that are set are shown. */
  social: { instagram?: string; facebook?: string; tiktok?: string; linkedin?: string };
  /** The web agency credited in the footer, when set. */
  agency: { name: string; url: string } | null;
}

/** Same values as DEFAULT_PUBLIC_SETTINGS in scripts/lib/public-settings.mjs. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  contactEmail: 'bonjour@popote.ch',
  social: {},
  agency: null,
};

declare const __POPOTE_PUBLIC_SETTINGS__: PublicSettings | undefined;

export const publicSettings: PublicSettings =
  typeof __POPOTE_PUBLIC_SETTINGS__ === 'undefined'
    ? DEFAULT_PUBLIC_SETTINGS
    : __POPOTE_PUBLIC_SETTINGS__;
