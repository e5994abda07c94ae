// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeDiet, type MyRecipe } from '../../../../shared/my-recipes';
import i18n from '../../../lib/i18n';
import myRecipes from '../../../locales/fr/my-recipes.json';
import { mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { MyRecipesPage } from './my-recipes-page';

if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipes);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VEGETARIAN = { restrictions: ['vegetarian' as const], avoidedFoods: [] };

function recipe(overrides: Partial<MyRecipe> & { lines?: string[] }): MyRecipe {
  const { lines = ['2 carottes'], ...rest } = overrides;
  return {
    id: 'r1',
    title: 'Soupe de carottes',
    dishType: 'entrée',
    description: '',
    servings: 4,
    preparationMinutes: 15,
    cookingMinutes: 30,
    difficulty: 'facile',
    ...recipeDiet(
      lines.map((text) => ({ text })),
      VEGETARIAN,
    ),
    steps: ['Éplucher.', 'Cuire.'],
    tags: [],
    sourceUrl: null,
    notes: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...rest,
  };
}

const SOUP = recipe({});
const QUICHE = recipe({
  id: 'r2',
  title: 'Quiche lorraine',
  dishType: 'plat',
  lines: ['200 g de lardons', '3 œufs'],
});
const GRATIN = recipe({
  id: 'r3',
  title: 'Gratin de topinambours',
  dishType: 'plat',
  lines: ['1 kg de topinambourgs'],
});

function renderPage(handlers: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  const api = mockApi({
    'GET /api/my-recipes': { status: 200, body: { items: [SOUP, QUICHE, GRATIN] } },
    ...handlers,
  });
  const view = renderRoutes(
    [{ path: '/dashboard/recipes', Component: MyRecipesPage }],
    '/dashboard/recipes',
  );
  return { api, ...view };
}

const requestedUrls = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([input]) => String(input));

describe('MyRecipesPage', () => {
  it('shows each recipe with its time, servings and diet badge', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes recettes' })).toBeTruthy();
    const cards = within(await screen.findByTestId('my-recipes')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Compatible avec le foyer')).toBeTruthy();
    expect(within(cards[0]!).getByText('45 min')).toBeTruthy();
    expect(within(cards[0]!).getByText('4 pers.')).toBeTruthy();
    expect(within(cards[1]!).getByText('Contient : lardons')).toBeTruthy();
    expect(within(cards[2]!).getByText('Recette non vérifiée')).toBeTruthy();
  });

  it('offers « Nouvelle recette » on an empty book', async () => {
    renderPage({ 'GET /api/my-recipes': { status: 200, body: { items: [] } } });
    expect(
      await screen.findByText('Aucune recette dans votre carnet pour l’instant.'),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Nouvelle recette' });
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Nouvelle recette' })).toBeTruthy();
  });

  it('asks the server for a search, a dish type and « Compatible avec tout le foyer »', async () => {
    const { api } = renderPage();
    await screen.findByTestId('my-recipes');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher une recette' }),
      'crème',
    );
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('q=cr%C3%A8me'))).toBe(true),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type de plat' }), 'plat');
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('type=plat'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Compatible avec tout le foyer' }));
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('compatible=1'))).toBe(true),
    );
  });

  it('opens a recipe, deletes it and brings it back with « Annuler »', async () => {
    const { api } = renderPage({
      'DELETE /api/my-recipes/r2': { status: 200, body: { ok: true } },
      'POST /api/my-recipes/restore': { status: 200, body: { items: [QUICHE] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quiche lorraine' }));
    const view = await screen.findByRole('dialog', { name: 'Quiche lorraine' });
    expect(within(view).getByText('Végétarien — contient : lardons')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Dupliquer' })).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quiche lorraine' })).toBeNull(),
    );
    expect(api.callsTo('DELETE /api/my-recipes/r2')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('button', { name: 'Quiche lorraine' })).toBeTruthy();
    expect(api.callsTo('POST /api/my-recipes/restore')[0]?.body).toEqual({ ids: ['r2'] });
  });

  it('duplicates a recipe and opens the copy', async () => {
    const copy = recipe({ ...SOUP, id: 'r4', title: 'Copie de Soupe de carottes' });
    let copied = false;
    renderPage({
      'GET /api/my-recipes': () => ({
        status: 200,
        body: { items: copied ? [copy, SOUP, QUICHE, GRATIN] : [SOUP, QUICHE, GRATIN] },
      }),
      'POST /api/my-recipes/r1/duplicate': () => {
        copied = true;
        return { status: 201, body: copy };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Soupe de carottes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dupliquer' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Copie de Soupe de carottes' })).toBeTruthy();
  });
});
