// The settings the public pages show, read from the environment when the client is built
// (vite.config.ts writes them in as __POPOTE_PUBLIC_SETTINGS__; README, « Réglages »).
import { z } from 'zod';

/** Same values as DEFAULT_PUBLIC_SETTINGS in src/client/lib/public-settings.ts. */
export const DEFAULT_PUBLIC_SETTINGS = Object.freeze({
  contactEmail: 'bonjour@popote.ch',
  social: Object.freeze({}),
  agency: null,
});

const blankToUndefined = (value) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const url = z
  .string()
  .trim()
  .pipe(z.url({ error: 'une adresse http(s) est attendue' }))
  .refine((value) => /^https?:\/\//.test(value), 'une adresse http(s) est attendue');
const optionalUrl = z.preprocess(blankToUndefined, url.optional());

const schema = z.object({
  CONTACT_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'une adresse e-mail est attendue' }))
      .default(DEFAULT_PUBLIC_SETTINGS.contactEmail),
  ),
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_TIKTOK_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  AGENCY_NAME: z.preprocess(
    blankToUndefined,
    z.string().trim().max(80, { error: '80 caractères au plus' }).optional(),
  ),
  AGENCY_URL: optionalUrl,
});

const invalid = (reasons) =>
  new Error(`Réglages des pages publiques invalides — ${reasons.join(' ; ')}`);

/**
 * Reads CONTACT_EMAIL, SOCIAL_{INSTAGRAM,FACEBOOK,TIKTOK,LINKEDIN}_URL, AGENCY_NAME and
 * AGENCY_URL. Unset values fall back to safe defaults; a malformed one stops the build.
 * @param {Record<string, string | undefined>} env
 */
export function readPublicSettings(env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const settings = parsed.data;
  if ((settings.AGENCY_NAME === undefined) !== (settings.AGENCY_URL === undefined)) {
    throw invalid(['AGENCY_NAME et AGENCY_URL vont ensemble']);
  }
  const networks = {
    instagram: settings.SOCIAL_INSTAGRAM_URL,
    facebook: settings.SOCIAL_FACEBOOK_URL,
    tiktok: settings.SOCIAL_TIKTOK_URL,
    linkedin: settings.SOCIAL_LINKEDIN_URL,
  };
  return {
    contactEmail: settings.CONTACT_EMAIL,
    social: Object.fromEntries(Object.entries(networks).filter(([, value]) => value)),
    agency: settings.AGENCY_NAME ? { name: settings.AGENCY_NAME, url: settings.AGENCY_URL } : null,
  };
}
