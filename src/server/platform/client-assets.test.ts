import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAssets } from './client-assets';

let root: string;
let app: ReturnType<typeof clientAssets>;
let withPages: ReturnType<typeof clientAssets>;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'popote-client-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"Popote"}');
  app = clientAssets(root);
  await mkdir(path.join(root, 'pages'));
  await writeFile(path.join(root, 'public.html'), '<!--popote-page-->');
  await writeFile(
    path.join(root, 'pages', 'features__frigidaire.html'),
    '<link rel="canonical" href="%POPOTE_BASE_URL%/features/frigidaire" /><h1>Frigidaire</h1>',
  );
  withPages = clientAssets(root, {
    baseUrl: 'https://popote.example/',
    prerenderedDir: path.join(root, 'pages'),
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('clientAssets', () => {
  it('serves the app page for every page of the route table', async () => {
    for (const page of ['/', '/auth', '/dashboard/shopping', '/features/frigidaire/']) {
      const response = await app.request(page);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('serves the app page with status 404 for an unknown page, so it can show the French 404', async () => {
    const response = await app.request('/cette-page-nexiste-pas');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('id="root"');
  });

  it('caches hashed assets for a year and the page never', async () => {
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('has the service worker and the manifest checked at every visit', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toContain('3600');
  });

  it('serves the app shell at /index.html, where the service worker fetches it for offline use', async () => {
    const response = await app.request('/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('id="root"');
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await app.request('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('id="root"');
  });

  it('never serves a file outside the client folder', async () => {
    for (const attempt of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await app.request(attempt);
      expect(await response.text()).not.toMatch(/root:x:0|"name"/);
    }
  });

  it('serves a prerendered public page with its canonical address, and never the templates', async () => {
    const page = await withPages.request('/features/frigidaire/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Frigidaire</h1>');
    expect(html).toContain('href="https://popote.example/features/frigidaire"');
    expect(await (await withPages.request('/auth')).text()).toContain('id="root"');
    expect(await (await withPages.request('/public.html')).text()).not.toContain('popote-page');
  });
});
