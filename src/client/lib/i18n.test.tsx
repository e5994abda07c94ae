// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from './i18n';

const FRENCH = { code: 'fr', name: 'Français', flag: '🇫🇷' };

describe('i18n', () => {
  it('speaks French and stores the selected language on start', () => {
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('pages.dashboard')).toBe('Tableau de bord');
    expect(document.documentElement.lang).toBe('fr');
    expect(JSON.parse(localStorage.getItem('language-storage') ?? 'null')).toEqual(FRENCH);
  });

  it('announces a language change with a window event and stores it', async () => {
    localStorage.removeItem('language-storage');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('languageChanged', listener);

    await changeLanguage('fr');

    window.removeEventListener('languageChanged', listener);
    expect(events).toEqual([FRENCH]);
    expect(JSON.parse(localStorage.getItem('language-storage') ?? 'null')).toEqual(FRENCH);
  });
});
