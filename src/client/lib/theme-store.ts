import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../shared/constants';

export type Theme = 'light' | 'dark';

/** Browser chrome colour per theme; public/theme-init.js uses the same values before first paint. */
export const THEME_COLORS: Record<Theme, string> = { light: '#fbf6ee', dark: '#1c1816' };

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // Both metas (light and dark scheme) follow the theme chosen in Popote.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[theme]);
  }
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      // public/theme-init.js already chose the theme (stored choice, else the system's).
      theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
    }),
    {
      name: STORAGE_KEYS.theme,
      partialize: (state) => ({ theme: state.theme }),
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        return isTheme(theme) ? { ...current, theme } : current;
      },
    },
  ),
);

useThemeStore.subscribe((state) => applyTheme(state.theme));

/** Follows a theme chosen in another tab. */
export function useThemeSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) void useThemeStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
