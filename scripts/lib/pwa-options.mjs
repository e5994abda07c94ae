// The installable app (vite-plugin-pwa, Workbox): its manifest and its service worker.
// docs/decisions/0013-offline-sync.md explains the caching rules.

/** Light and dark surfaces of the app (src/client/styles/index.css, BRAND.md). */
export const THEME_COLORS = { light: '#fbf6ee', dark: '#1c1816' };

/**
 * @param {string} src
 * @param {number} size
 * @param {'any' | 'maskable'} [purpose]
 */
const icon = (src, size, purpose) => ({
  src: `/icons/${src}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

/** @type {Partial<import('vite-plugin-pwa').VitePWAOptions>} */
export const pwaOptions = {
  // « Une nouvelle version est disponible » — the page reloads when the user says so.
  registerType: 'prompt',
  // The app registers it itself (virtual:pwa-register/react), the public pages too.
  injectRegister: false,
  manifest: {
    id: '/dashboard',
    name: 'Popote',
    short_name: 'Popote',
    description:
      'Votre assistant culinaire : planning des repas, liste de courses, frigo et recettes pour toute la famille.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    categories: ['food', 'lifestyle'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      {
        name: 'Liste de courses',
        short_name: 'Courses',
        description: 'Ouvrir la liste de courses du foyer',
        url: '/dashboard/shopping',
        icons: [icon('icon-192.png', 192)],
      },
      {
        name: 'Mon Frigo',
        short_name: 'Frigo',
        description: 'Ouvrir le frigo du foyer',
        url: '/dashboard/inventory',
        icons: [icon('icon-192.png', 192)],
      },
    ],
  },
  workbox: {
    // The app shell: its scripts, styles, fonts (Latin only) and images — not the source maps.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2'],
    // The signed-in pages are the SPA: offline, /dashboard/* opens the cached shell, which shows
    // the data kept on the device. Public pages are prerendered HTML and need the network.
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/dashboard(?:\/|$)/],
    navigateFallbackDenylist: [/^\/api\//],
    // No route answers /api/*: the worker leaves those requests to the browser, so an API
    // answer is never cached (network only) and the live event stream is not proxied.
    runtimeCaching: [],
    // The first worker takes the open page at once (offline right after the first visit); an
    // update waits for « Recharger » (registerType 'prompt').
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
  // The icons are in the precache already (globPatterns).
  includeManifestIcons: false,
};
