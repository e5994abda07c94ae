import { fileURLToPath } from 'node:url';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Alias } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/lib/pwa-options.mjs';
import { readPublicSettings } from './scripts/lib/public-settings.mjs';
import { splashPlugin } from './scripts/lib/splash.mjs';

// The client lives in src/client and is built into dist/client, which the server serves.
// In development (`npm run dev`) Vite serves it with HMR and proxies /api to the server.
//
// Three builds (scripts/lib/build.mjs): the app (index.html); with `--mode public` the
// prerendered public pages (public.html and prerender/entry-server.tsx, filled in by
// scripts/lib/prerender.mjs); with `--mode auth` the /auth pages (auth.html, their heads also
// written by the prerender). All three builds use Preact's React compatibility layer instead
// of React: the public pages only hydrate their header, the /auth pages render the account
// screens, the app the whole product — the same components, a fraction of the JavaScript
// (docs/decisions/0007-public-site-prerendered.md, 0021-fast-auth-pages.md,
// 0028-the-app-on-preact.md). `npm run dev` and the unit tests keep React (its warnings and
// dev tools); the browser journeys run on the built app, on Preact. Separate builds, so that
// no two share a chunk. The splash is written into index.html and auth.html
// (scripts/lib/splash.mjs).
const apiPort = Number(process.env.DEV_API_PORT ?? 3001);

const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The app's chunks that Rolldown would otherwise cut into many small files. */
const APP_CHUNKS = [
  {
    name: 'framework',
    test: /node_modules[\\/](?:preact|react|react-dom|scheduler|react-router|@tanstack|i18next|i18next-browser-languagedetector|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zustand)[\\/]/,
  },
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
];

export default defineConfig(({ command, mode }) => {
  const publicPages = mode === 'public';
  const authPages = mode === 'auth';
  const preact = publicPages || authPages;
  /** Every build runs on Preact; the dev server keeps React (decision 0028). */
  const onPreact = preact || command === 'build';
  return {
    root: 'src/client',
    publicDir: 'public',
    // The service worker and the manifest belong to the app's build (the public and auth builds
    // add their pages to dist/client afterwards; they are not available offline).
    plugins: preact
      ? [react(), tailwindcss(), splashPlugin()]
      : [react(), tailwindcss(), splashPlugin(), VitePWA(pwaOptions)],
    define: {
      __POPOTE_PUBLIC_SETTINGS__: JSON.stringify(readPublicSettings(process.env)),
    },
    // The app's `react` is preact/compat with ids unique inside portals (lib/preact-react.js).
    resolve: onPreact
      ? {
          alias: preact
            ? PREACT_ALIASES
            : [
                {
                  find: /^react$/,
                  replacement: fileURLToPath(
                    new URL('src/client/lib/preact-react.js', import.meta.url),
                  ),
                },
                ...PREACT_ALIASES.slice(1),
              ],
        }
      : {},
    // The prerender bundles everything, so the aliases apply to its dependencies too.
    ssr: preact ? { noExternal: true } : {},
    build: {
      outDir: '../../dist/client',
      // The public and auth builds add their files to the app's.
      emptyOutDir: !preact,
      sourcemap: true,
      target: 'es2022',
      rollupOptions: {
        // React Router asks `React.unstable_useTransition`-style names that preact/compat does
        // not export; it checks them before use, so the warning is noise.
        onwarn(warning, warn) {
          if (warning.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(warning.id ?? ''))
            return;
          warn(warning);
        },
        // One stylesheet for every page (styles/index.css, the same in the three builds): one
        // name too, so that the app, /auth and the public pages share it in the browser's cache.
        output: {
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/styles-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          // The app's libraries, all needed at start, in one file; the icons in one file (each
          // was a chunk of its own, its headers weighing more than its code).
          ...(preact ? {} : { codeSplitting: { groups: APP_CHUNKS } }),
        },
        input: path.resolve(
          import.meta.dirname,
          publicPages
            ? 'src/client/public.html'
            : authPages
              ? 'src/client/auth.html'
              : 'src/client/index.html',
        ),
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      strictPort: true,
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/sandbox': `http://127.0.0.1:${apiPort}`,
        '/dev': `http://127.0.0.1:${apiPort}`,
      },
    },
  };
});
