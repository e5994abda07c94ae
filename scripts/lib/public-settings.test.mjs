import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS } from './public-settings.mjs';
import { readPublicSettings } from './public-settings.mjs';

describe('readPublicSettings', () => {
  it('falls back to the safe defaults when nothing is set (or set empty)', () => {
    expect(readPublicSettings({})).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(readPublicSettings({ CONTACT_EMAIL: '', SOCIAL_FACEBOOK_URL: '' })).toEqual(
      DEFAULT_PUBLIC_SETTINGS,
    );
  });

  it('reads the contact mailbox, the networks that are set and the agency', () => {
    expect(
      readPublicSettings({
        CONTACT_EMAIL: ' contact@exemple.ch ',
        SOCIAL_INSTAGRAM_URL: 'https://instagram.com/popote',
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/popote',
        AGENCY_NAME: 'Atelier Rhône',
        AGENCY_URL: 'https://atelier-rhone.ch',
        UNRELATED: 'ignored',
      }),
    ).toEqual({
      contactEmail: 'contact@exemple.ch',
      social: {
        instagram: 'https://instagram.com/popote',
        linkedin: 'https://www.linkedin.com/company/popote',
      },
      agency: { name: 'Atelier Rhône', url: 'https://atelier-rhone.ch' },
    });
  });

  it('stops the build with the reason when a value is malformed', () => {
    expect(() => readPublicSettings({ CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(/CONTACT_EMAIL/);
    expect(() => readPublicSettings({ SOCIAL_TIKTOK_URL: 'javascript:alert(1)' })).toThrow(
      /SOCIAL_TIKTOK_URL/,
    );
    expect(() => readPublicSettings({ AGENCY_NAME: 'Atelier' })).toThrow(/AGENCY_URL/);
  });
});
