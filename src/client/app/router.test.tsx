// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes';
import { Providers } from './providers';
import { routes } from './router';

afterEach(cleanup);

// jsdom does not scroll; the router restores the scroll position on every page.
beforeAll(() => {
  window.scrollTo = () => {};
});

async function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('router', () => {
  it.each(Object.entries(PATHS))('has a page for %s (%s)', async (_name, path) => {
    const heading = await visit(path);
    expect(heading.textContent).not.toBe('Page introuvable');
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} — Popote`));
  });

  it('shows the 404 page for an unknown path', async () => {
    const heading = await visit('/nimporte-quoi');
    expect(heading.textContent).toBe('Page introuvable');
  });

  it('titles placeholder pages and announces what comes next', async () => {
    const heading = await visit(PATHS.dashboardShopping);
    expect(heading.textContent).toBe('Liste de courses');
    expect(screen.getByText('Cette page arrive bientôt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});
