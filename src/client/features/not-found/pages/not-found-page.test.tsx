// @vitest-environment jsdom
import '../../../lib/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('explains the page is missing and offers the home page and the dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/nimporte-quoi']}>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(
      screen.getByRole('link', { name: 'Aller au tableau de bord' }).getAttribute('href'),
    ).toBe('/dashboard');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(document.title).toBe('Page introuvable — Popote');
  });
});
