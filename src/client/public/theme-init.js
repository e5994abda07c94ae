/* global window, document */
// Runs before first paint (a classic, blocking script: the CSP forbids inline scripts).
// Reads the theme the app stores with zustand's persist under STORAGE_KEYS.theme
// ({"state":{"theme":"light"|"dark"},"version":0}); without one, follows the system.
// Colours mirror THEME_COLORS in src/client/lib/theme-store.ts.
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
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#1c1816' : '#fbf6ee');
})();
