// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from './public-layout';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('PublicLayout', () => {
  it('frames the page: skip link, header with banner and bar, main, footer', () => {
    render(
      <PublicLayout currentPath="/">
        <h1>Contenu</h1>
      </PublicLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip.getAttribute('href')).toBe('#contenu');
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('FREE30');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('contenu');
    expect(main.textContent).toBe('Contenu');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('prerenders to HTML and hydrates without a mismatch, then hides a closed banner', async () => {
    const page = (
      <PublicLayout currentPath="/blog">
        <h1>Blog</h1>
      </PublicLayout>
    );
    const html = renderToString(page);
    expect(html).toContain('FREE30');
    expect(html).toMatch(/aria-current="page"[^>]*>Blog</);

    localStorage.setItem('promo-banner-dismissed', '1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A hydration mismatch would log a console.error, which fails the test.
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.textContent).not.toContain('FREE30');
    expect(container.querySelector('main#contenu h1')?.textContent).toBe('Blog');
    act(() => root.unmount());
  });
});
