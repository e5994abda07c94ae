import { Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { createTexts } from '../../../lib/texts';
import { useBrowserValue } from '../lib/use-browser-value';
import texts from '../../../locales/fr/marketing-layout.json';

const { t } = createTexts(texts);

type Theme = 'light' | 'dark';

// Same values as THEME_COLORS in lib/theme-store.ts and public/theme-init.js (that module is
// not imported here: it touches the document when it loads, and pulls zustand in).
const THEME_COLORS: Record<Theme, string> = { light: '#fbf6ee', dark: '#1c1816' };

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // Both metas (light and dark scheme) follow the theme chosen in Popote.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[theme]);
  }
}

/** Stores the choice the way the app's zustand store does, so both read the same. */
function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify({ state: { theme }, version: 0 }));
  } catch {
    return; // Storage blocked: the choice lasts for this page only.
  }
  // In the single-page app, the theme store follows storage events (useThemeSync): tell it.
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme }));
}

function readStoredTheme(value: string | null): Theme | null {
  try {
    const theme = (JSON.parse(value ?? 'null') as { state?: { theme?: unknown } } | null)?.state
      ?.theme;
    return theme === 'light' || theme === 'dark' ? theme : null;
  } catch {
    return null;
  }
}

// The `dark` class on <html> is the truth (theme-init.js, this switch or the app set it).
function subscribeToClass(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const readDark = () => document.documentElement.classList.contains('dark');

/**
 * Light/dark switch of the public pages. public/theme-init.js chose the theme before first
 * paint; the icon follows the `dark` class through CSS, so server and client render the same.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const dark = useBrowserValue(subscribeToClass, readDark, false);

  useEffect(() => {
    // A theme chosen in another tab (the app follows it with its own store).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme || event.storageArea !== localStorage) return;
      const theme = readStoredTheme(event.newValue);
      if (theme) applyTheme(theme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = () => {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    applyTheme(next);
    storeTheme(next);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className ?? ''}`}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
