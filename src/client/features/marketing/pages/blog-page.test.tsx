// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogPage, meta } from './blog-page';

afterEach(cleanup);

describe('BlogPage', () => {
  it('announces the blog and leads back home or to sign-up', async () => {
    render(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    expect(screen.getByText(/Nos premiers articles mijotent encore/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Commencer' }).getAttribute('href')).toBe(
      '/auth?mode=inscription',
    );
    expect(meta.title).toBe('Blog — Popote');
    expect(meta.description.length).toBeGreaterThanOrEqual(140);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    await waitFor(() => expect(document.title).toBe('Blog — Popote'));
  });

  it('teases three topics that are not links yet', () => {
    render(<BlogPage />);
    const teasers = screen.getByRole('region', { name: 'Au menu des premiers articles' });
    expect(within(teasers).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(teasers).queryAllByRole('link')).toHaveLength(0);
  });
});
