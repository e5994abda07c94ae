// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The pre-paint script in public/ must read what the theme store writes.
import script from '../public/theme-init.js?raw';

function runThemeInit(systemPrefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: systemPrefersDark && query === '(prefers-color-scheme: dark)',
  }));
  new Function(script)();
  return document.documentElement.classList.contains('dark');
}

describe('theme-init.js', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('applies the stored theme before the app starts', () => {
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    expect(runThemeInit(false)).toBe(true);
    localStorage.setItem(
      'theme-storage',
      JSON.stringify({ state: { theme: 'light' }, version: 0 }),
    );
    expect(runThemeInit(true)).toBe(false);
  });

  it('follows the system preference when nothing valid is stored', () => {
    expect(runThemeInit(true)).toBe(true);
    localStorage.setItem('theme-storage', '{not json');
    expect(runThemeInit(false)).toBe(false);
  });

  it('hands over to the app, which starts from the theme already applied', async () => {
    runThemeInit(true);
    const { useThemeStore } = await import('./theme-store');
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
