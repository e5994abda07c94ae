// The specification's loading splash (src/client/components/splash.html), written by the build
// into every HTML page that carries the `<!--popote-splash-->` marker — the app's index.html
// and the /auth pages' auth.html — so that the splash is the page's first paint, before any
// script. Its texts come from the French locale (common.json). lib/splash.ts ends it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './common.mjs';

const MARKER = '<!--popote-splash-->';
const PARTIAL = path.join(ROOT, 'src/client/components/splash.html');
const COMMON_TEXTS = path.join(ROOT, 'src/client/locales/fr/common.json');
const MARK = path.join(ROOT, 'src/client/public/favicon.svg');
// Without JavaScript nothing would ever end the splash: the page's <noscript> message shows.
const NO_SCRIPT = '<noscript><style>#splash{display:none}</style></noscript>';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function splashMarkup() {
  const texts = JSON.parse(readFileSync(COMMON_TEXTS, 'utf8'));
  // The mark inline: painted with the page, without waiting for a request of its own.
  const mark = readFileSync(MARK, 'utf8').replace(/\s*\n\s*/g, '');
  const values = {
    PRODUCT_NAME: 'Popote',
    TAGLINE: texts.tagline,
    LOADING: texts.loading,
    // In a double-quoted attribute: single quotes inside; `%`, `#`, `<` and `>` escaped.
    MARK: `data:image/svg+xml,${mark
      .replace(/"/g, "'")
      .replace(/[%#<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`,
  };
  return readFileSync(PARTIAL, 'utf8')
    .replace(/<!--[\s\S]*?-->\s*/, '')
    .replace(/%(\w+)%/g, (match, name) =>
      name === 'MARK' ? values.MARK : name in values ? escapeHtml(values[name]) : match,
    )
    .trim();
}

/** @returns {import('vite').Plugin} */
export function splashPlugin() {
  return {
    name: 'popote-splash',
    transformIndexHtml(html) {
      if (!html.includes(MARKER)) return html;
      return html
        .replace(MARKER, () => splashMarkup())
        .replace('</head>', () => `${NO_SCRIPT}</head>`);
    },
  };
}
