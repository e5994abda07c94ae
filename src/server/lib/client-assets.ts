import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
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

/**
 * Serves the built client: files by path (hashed assets cached for a year), and the SPA
 * page for every other GET — with status 404 when no page of the route table matches, so
 * crawlers and tools see the truth while the user sees the French 404 page.
 */
export function clientAssets(root: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = c.req.path;
    const file = urlPath === '/' ? null : fileUnder(root, urlPath);
    if (file && path.basename(file) !== 'index.html') {
      const immutable = urlPath.startsWith('/assets/');
      c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      c.header('Content-Length', String(statSync(file).size));
      c.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (c.req.method === 'HEAD') return c.body(null);
      return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream);
    }
    if (path.extname(urlPath) && !isKnownPagePath(urlPath)) return c.text('Fichier introuvable.', 404);
    if (SERVER_PAGE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isKnownPagePath(urlPath) ? 200 : 404);
  });
  return app;
}
