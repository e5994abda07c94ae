// Prerenders the public pages after the client build: each one becomes complete HTML
// (dist/prerendered/<page>.html) with its own title, description and canonical link, from
// the template Vite built (dist/client/public.html: hashed script and styles, no inline code).
// The three /auth pages get their head the same way, on auth.html (the splash, then the
// screen their script renders: app/auth-document).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, runVite } from './common.mjs';

const SSR_OUT = path.join(ROOT, 'dist', 'prerender-ssr');
const AUTH_SSR_OUT = path.join(ROOT, 'dist', 'prerender-auth');
const PAGES_OUT = path.join(ROOT, 'dist', 'prerendered');

/** The base URL is only known when the server starts: it replaces this marker then. */
export const BASE_URL_MARKER = '%POPOTE_BASE_URL%';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** '/' → 'index.html', '/features/meal-planning' → 'features__meal-planning.html'. */
export const prerenderedFileName = (pagePath) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replace(/\//g, '__')}.html`;

function head({ title, description }, pagePath) {
  const url = `${BASE_URL_MARKER}${pagePath === '/' ? '/' : pagePath}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_CH" />`,
    `<meta property="og:site_name" content="Popote" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
}

export async function prerender() {
  await runVite([
    'build',
    '--mode',
    'public',
    '--ssr',
    'features/marketing/prerender/entry-server.tsx',
    '--outDir',
    SSR_OUT,
    '--emptyOutDir',
  ]);
  const template = readFileSync(path.join(ROOT, 'dist', 'client', 'public.html'), 'utf8');
  const { PUBLIC_PATHS, renderPublicPage } = await import(
    pathToFileURL(path.join(SSR_OUT, 'entry-server.js')).href
  );
  rmSync(PAGES_OUT, { recursive: true, force: true });
  mkdirSync(PAGES_OUT, { recursive: true });
  for (const pagePath of PUBLIC_PATHS) {
    const { html, meta } = await renderPublicPage(pagePath);
    const page = template
      .replace('<!--popote-head-->', head(meta, pagePath))
      .replace('<!--popote-page-->', html);
    writeFileSync(path.join(PAGES_OUT, prerenderedFileName(pagePath)), page);
  }
  rmSync(SSR_OUT, { recursive: true, force: true });

  await runVite([
    'build',
    '--mode',
    'auth',
    '--ssr',
    'app/auth-document/documents.ts',
    '--outDir',
    AUTH_SSR_OUT,
    '--emptyOutDir',
  ]);
  const authTemplate = readFileSync(path.join(ROOT, 'dist', 'client', 'auth.html'), 'utf8');
  const { AUTH_DOCUMENTS } = await import(
    pathToFileURL(path.join(AUTH_SSR_OUT, 'documents.js')).href
  );
  for (const [pagePath, meta] of Object.entries(AUTH_DOCUMENTS)) {
    const page = authTemplate.replace('<!--popote-head-->', head(meta, pagePath));
    writeFileSync(path.join(PAGES_OUT, prerenderedFileName(pagePath)), page);
  }
  rmSync(AUTH_SSR_OUT, { recursive: true, force: true });
}
