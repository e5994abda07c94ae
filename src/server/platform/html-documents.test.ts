import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentEnhancer } from './html-documents';

const THEME = "document.documentElement.classList.add('dark');";
const PAGE =
  '<html><head><title>Popote</title><script src="/theme-init.js"></script></head><body></body></html>';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'popote-documents-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'theme-init.js'), THEME);
  for (const font of [
    'inter-latin-wght-normal-abc.woff2',
    'inter-cyrillic-wght-normal-def.woff2',
    'fraunces-latin-wght-normal-ghi.woff2',
  ]) {
    await writeFile(path.join(root, 'assets', font), '');
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('createDocumentEnhancer', () => {
  it('writes the theme script into the page and allows exactly it by its hash', () => {
    const documents = createDocumentEnhancer(root);
    const page = documents.enhance(PAGE);
    expect(page).toContain(`<script>${THEME}</script>`);
    expect(page).not.toContain('src="/theme-init.js"');
    const hash = createHash('sha256').update(THEME).digest('base64');
    expect(documents.scriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it('preloads the Latin fonts of the first screen only', () => {
    const page = createDocumentEnhancer(root).enhance(PAGE);
    expect(page).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-abc.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(page).toContain('/assets/fraunces-latin-wght-normal-ghi.woff2');
    expect(page).not.toContain('cyrillic');
  });

  it('leaves the page as it is when the client is not built', () => {
    const documents = createDocumentEnhancer(path.join(root, 'absent'));
    expect(documents.enhance(PAGE)).toBe(PAGE);
    expect(documents.scriptHashes).toEqual([]);
  });
});
