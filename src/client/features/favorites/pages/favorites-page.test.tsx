// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import favorites from '../../../locales/fr/favorites.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { Favorite } from '../api/favorites';
import { normalizeText } from '../lib/search';
import { FavoritesPage } from './favorites-page';

if (!i18n.hasResourceBundle('fr', 'favorites')) {
  i18n.addResourceBundle('fr', 'favorites', favorites);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function favorite(overrides: Partial<Favorite>): Favorite {
  return {
    id: 'f1',
    recipeId: 'r1',
    recipeTitle: 'Crème brûlée',
    recipeImage: null,
    description: 'Un classique.',
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['4 jaunes d’œufs', '50 cl de crème'],
    instructions: ['Fouetter les jaunes.', 'Cuire au four.'],
    type: 'dessert',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const FAVORITES: Favorite[] = [
  favorite({}),
  favorite({
    id: 'f2',
    recipeId: 'r2',
    recipeTitle: 'Gratin dauphinois',
    type: 'plat',
    preparationTime: 60,
    servings: 6,
    createdAt: '2026-11-18T10:00:00.000Z',
  }),
];

function renderFavorites(handlers: Record<string, MockAnswer> = {}) {
  const api = mockApi({
    'GET /api/favorites': { status: 200, body: { items: FAVORITES } },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/favorites', Component: FavoritesPage },
      { path: '/dashboard/feed', Component: () => <h1>Suggestions</h1> },
    ],
    '/dashboard/favorites',
  );
  return { api, ...view };
}

describe('normalizeText', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('  Crème BRÛLÉE ')).toBe('creme brulee');
  });
});

describe('FavoritesPage', () => {
  it('shows the cards with type, time and servings', async () => {
    renderFavorites();
    expect(screen.getByRole('heading', { level: 1, name: 'Recettes favorites' })).toBeTruthy();
    expect(screen.getByTestId('favorites-skeleton')).toBeTruthy();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Crème brûlée');
    expect(cards[0]?.textContent).toContain('Dessert');
    expect(cards[0]?.textContent).toContain('45 min');
    expect(cards[0]?.textContent).toContain('4 pers.');
    expect(document.title).toContain('Recettes favorites');
  });

  it('searches by title, ignoring case and accents', async () => {
    renderFavorites();
    await screen.findByText('Gratin dauphinois');
    const search = screen.getByRole('searchbox', { name: 'Rechercher une recette' });
    await userEvent.type(search, 'CREME');
    expect(screen.getByText('Crème brûlée')).toBeTruthy();
    expect(screen.queryByText('Gratin dauphinois')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('Aucune recette ne correspond à « zzz ».')).toBeTruthy();
  });

  it('opens the detail with ingredients and numbered steps, Escape closes it', async () => {
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Crème brûlée' }));
    const dialog = screen.getByRole('dialog', { name: 'Crème brûlée' });
    expect(within(dialog).getByText('50 cl de crème')).toBeTruthy();
    const steps = within(dialog).getAllByRole('listitem');
    const ordered = steps.filter((step) => step.parentElement?.tagName === 'OL');
    expect(ordered.map((step) => step.textContent)).toEqual([
      'Fouetter les jaunes.',
      'Cuire au four.',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a favourite', async () => {
    const { api } = renderFavorites({
      'DELETE /api/favorites/f1': { status: 200, body: { ok: true } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer Crème brûlée des favoris' }),
    );
    await waitFor(() => expect(screen.queryByText('Crème brûlée')).toBeNull());
    expect(api.callsTo('DELETE /api/favorites/f1')).toHaveLength(1);
  });

  it('brings a removed favourite back with « Annuler », in its place', async () => {
    const { api } = renderFavorites({
      'DELETE /api/favorites/f1': { status: 200, body: { ok: true } },
      'POST /api/favorites/restore': { status: 200, body: { items: [FAVORITES[0]] } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer Crème brûlée des favoris' }),
    );
    expect(await screen.findByText('Recette retirée des favoris')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Recette remise dans vos favoris')).toBeTruthy();
    expect(api.callsTo('POST /api/favorites/restore')[0]?.body).toEqual({ ids: ['f1'] });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Crème brûlée', 'Gratin dauphinois']);
  });

  it('shows the delete error', async () => {
    renderFavorites({ 'DELETE /api/favorites/f1': apiError(500, 'INTERNAL', 'Erreur') });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer Crème brûlée des favoris' }),
    );
    expect(await screen.findByText('Erreur lors de la suppression de la recette')).toBeTruthy();
  });

  it('shows the empty state with a link to the suggestions', async () => {
    renderFavorites({ 'GET /api/favorites': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('Aucune recette favorite pour l’instant.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Découvrir des suggestions' }));
    expect(await screen.findByRole('heading', { name: 'Suggestions' })).toBeTruthy();
  });

  it('shows the load error', async () => {
    renderFavorites({ 'GET /api/favorites': apiError(500, 'INTERNAL', 'Erreur') });
    expect(await screen.findByText('Erreur lors du chargement des favoris')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
