/* global window, document */
// Runs before first paint (a classic, blocking script: the CSP forbids inline scripts).
// Reads the theme the app stores with zustand's persist under STORAGE_KEYS.theme
// ({"state":{"theme":"light"|"dark"},"version":0}); without one, follows the system.
// Colours mirror THEME_COLORS in src/client/lib/theme-store.ts; the banner key mirrors
// PROMO_DISMISSED_KEY in features/marketing/components/promo-banner.tsx.
(function () {
  var theme;
  try {
    var stored = JSON.parse(localStorage.getItem('theme-storage') || 'null');
    theme = stored && stored.state && stored.state.theme;
  } catch {
    // Unreadable storage or JSON: fall back to the system's preference below.
  }
  if (theme !== 'light' && theme !== 'dark') {
    var prefersDark =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = prefersDark ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // Both the light and the dark scheme's colour follow the theme chosen in Popote.
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) {
    metas[i].setAttribute('content', theme === 'dark' ? '#1c1816' : '#fbf6ee');
  }
  // The public pages' promo banner, once closed, stays hidden from first paint (no flash).
  try {
    if (localStorage.getItem('promo-banner-dismissed') !== null) {
      document.documentElement.setAttribute('data-promo-dismissed', '');
    }
  } catch {
    // Storage blocked: the banner shows.
  }
})();
