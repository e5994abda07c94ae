import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The blocking script that sets the theme before first paint (src/client/public/theme-init.js). */
const THEME_SCRIPT = 'theme-init.js';
const THEME_SCRIPT_TAG = `<script src="/${THEME_SCRIPT}"></script>`;

/** The fonts of the first screen (body and titles, Latin subset): fetched with the page. */
const FIRST_SCREEN_FONTS = [
  /^inter-latin-wght-normal-.+\.woff2$/,
  /^fraunces-latin-wght-normal-.+\.woff2$/,
];

export interface DocumentEnhancer {
  /** 'sha256-…' sources to allow in the CSP's script-src (the inlined theme script). */
  scriptHashes: string[];
  /** The page with the theme script inlined and the first screen's fonts preloaded. */
  enhance(html: string): string;
}

/**
 * Saves the first visit two round trips before anything shows: the tiny theme script is
 * written into each page (allowed by its hash, so the CSP still forbids any other inline
 * script), and the two fonts of the first screen are requested with the page instead of after
 * the stylesheet — which also keeps the text from jumping when they arrive.
 */
export function createDocumentEnhancer(clientDir: string): DocumentEnhancer {
  const themeFile = path.join(clientDir, THEME_SCRIPT);
  const themeScript = existsSync(themeFile) ? readFileSync(themeFile, 'utf8') : null;
  const assetsDir = path.join(clientDir, 'assets');
  const assets = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
  const fonts = FIRST_SCREEN_FONTS.flatMap((pattern) =>
    assets.filter((name) => pattern.test(name)),
  );
  const preloads = fonts
    .map(
      (name) =>
        `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('');
  // A script body cannot end the element early: theme-init.js has no '</script'.
  const inline =
    themeScript && !/<\/script/i.test(themeScript) ? `<script>${themeScript}</script>` : null;

  return {
    scriptHashes: inline
      ? [
          `'sha256-${createHash('sha256')
            .update(themeScript ?? '')
            .digest('base64')}'`,
        ]
      : [],
    enhance(html) {
      let page = html;
      if (inline) page = page.replace(THEME_SCRIPT_TAG, () => inline);
      if (preloads) page = page.replace('</title>', () => `</title>${preloads}`);
      return page;
    },
  };
}
