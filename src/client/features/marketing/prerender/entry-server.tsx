// Built by scripts/lib/prerender.mjs (Vite SSR) and run once at build time: renders every
// public page to HTML. Never part of what the server runs.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicLayout } from '../components/public-layout';
import type { PageMeta } from '../lib/page-meta';
import { PUBLIC_PAGES } from './pages';

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);

export async function renderPublicPage(path: string): Promise<{ html: string; meta: PageMeta }> {
  const load = PUBLIC_PAGES[path];
  if (!load) throw new Error(`No public page for ${path}`);
  const { Page, meta } = await load();
  const html = renderToString(
    <StrictMode>
      <PublicLayout currentPath={path}>
        <Page />
      </PublicLayout>
    </StrictMode>,
  );
  return { html, meta };
}
