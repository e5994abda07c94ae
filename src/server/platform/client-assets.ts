import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { withCopyrightYears } from '../../shared/copyright';
import { isKnownPagePath, SERVER_PAGE_PREFIXES } from '../../shared/routes';
import type { AppEnv } from './context';

const NOT_BUILT_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Popote</title>
<p>L’interface de Popote n’est pas encore construite. Lancez <code>npm start</code> ou <code>npm run build</code>.</p></html>`;

function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** HTML templates of the build, never served as files. */
const TEMPLATES = new Set(['index.html', 'public.html', 'auth.html']);

/**
 * The service worker and the manifest must be checked at every visit: a worker kept in a cache
 * for an hour would keep serving the previous version of the app (vite-plugin-pwa, pwa.config.ts).
 */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

/** The app shell the service worker keeps for offline use (its navigation fallback). */
const APP_SHELL_PATH = '/index.html';

/**
 * The public pages prerendered at build time (scripts/lib/prerender.mjs), keyed by path,
 * with the site's address filled in (their canonical links depend on PUBLIC_BASE_URL).
 */
function readPrerenderedPages(
  dir: string,
  baseUrl: string,
  enhance: (html: string) => string,
): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  const origin = baseUrl.replace(/\/+$/, '');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const pagePath = name === 'index.html' ? '/' : `/${name.slice(0, -5).replace(/__/g, '/')}`;
    const html = readFileSync(path.join(dir, name), 'utf8').replaceAll('%POPOTE_BASE_URL%', origin);
    pages.set(pagePath, enhance(html));
  }
  return pages;
}

/**
 * Serves the built client: files by path (hashed assets cached for a year), and the SPA
 * page for every other GET — with status 404 when no page of the route table matches, so
 * crawlers and tools see the truth while the user sees the French 404 page.
 */
export function clientAssets(
  root: string,
  options: {
    baseUrl: string;
    prerenderedDir?: string | null;
    /** Applied once to every HTML page when it is loaded (lib/html-documents.ts). */
    enhance?: ((html: string) => string) | undefined;
  } = { baseUrl: '' },
) {
  const app = new Hono<AppEnv>();
  const enhance = options.enhance ?? ((html: string) => html);
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? enhance(readFileSync(indexFile, 'utf8'))
    : NOT_BUILT_PAGE;
  const prerendered = options.prerenderedDir
    ? readPrerenderedPages(options.prerenderedDir, options.baseUrl, enhance)
    : new Map<string, string>();

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = c.req.path;
    if (urlPath === APP_SHELL_PATH) {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml, 200);
    }
    const file = urlPath === '/' ? null : fileUnder(root, urlPath);
    if (file && !TEMPLATES.has(path.basename(file))) {
      const immutable = urlPath.startsWith('/assets/');
      c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      c.header('Content-Length', String(statSync(file).size));
      c.header(
        'Cache-Control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : ALWAYS_REVALIDATED.has(urlPath)
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      if (c.req.method === 'HEAD') return c.body(null);
      return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream);
    }
    if (path.extname(urlPath) && !isKnownPagePath(urlPath))
      return c.text('Fichier introuvable.', 404);
    if (SERVER_PAGE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const page = prerendered.get(urlPath.replace(/\/+$/, '') || '/');
    if (page) return c.html(withCopyrightYears(page, new Date()), 200);
    return c.html(indexHtml, isKnownPagePath(urlPath) ? 200 : 404);
  });
  return app;
}
