// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRecipe } from '../../../components/recipe/test-recipes';
import i18n from '../../../lib/i18n';
import inventory from '../../../locales/fr/inventory.json';
import recipeTexts from '../../../locales/fr/recipe.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { Component as InventoryPage } from '../pages/inventory-page';

for (const [ns, texts] of [
  ['inventory', inventory],
  ['recipe', recipeTexts],
] as const) {
  if (!i18n.hasResourceBundle('fr', ns)) i18n.addResourceBundle('fr', ns, texts);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const RECIPE = testRecipe({ id: 'mousse-chocolat', title: 'Mousse au chocolat', type: 'dessert' });

async function openGenerator(handlers: Record<string, Handler>) {
  const api = mockApi({
    'GET /api/inventory-items': { status: 200, body: { items: [] } },
    [`GET /api/favorites/by-recipe/${RECIPE.id}`]: { status: 200, body: { favorite: null } },
    ...handlers,
  });
  renderRoutes(
    [{ path: '/dashboard/inventory', Component: InventoryPage }],
    '/dashboard/inventory',
  );
  await screen.findByText('Votre frigo est vide');
  fireEvent.click(screen.getByRole('button', { name: 'Générer une recette' }));
  const dialog = screen.getByRole('dialog', { name: 'Générer une recette' });
  return { api, dialog };
}

describe('Générer une recette (fridge)', () => {
  it('asks for a type, then generates with the fridge and shows the card and its actions', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/recipes/suggestions': { status: 200, body: { recipe: RECIPE } },
    });
    expect(within(dialog).getAllByRole('button', { name: /^(Boisson|Apéritif)$/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dessert' }));
    expect(within(dialog).getByTestId('recipe-card-skeleton')).toBeTruthy();
    const title = await within(dialog).findByRole('heading', { name: 'Mousse au chocolat' });
    expect(api.callsTo('POST /api/recipes/suggestions')[0]?.body).toEqual({
      type: 'dessert',
      fridge: true,
      regenerate: false,
    });
    expect(title.tagName).toBe('H3');
    for (const name of [
      'Favori',
      'Ajouter à la liste de courses',
      'Ajouter au planning',
      'Régénérer',
      'Changer de type',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }

    // The full recipe opens in the one recipe view, over the dialog; closing it comes back.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir la recette complète' }));
    const view = screen.getByRole('dialog', { name: RECIPE.title });
    const steps = within(view)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(steps.map((step) => step.textContent)).toEqual(RECIPE.instructions);
    expect(within(view).getByRole('button', { name: 'Mode cuisine' })).toBeTruthy();
    fireEvent.click(within(view).getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Voir la recette complète' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows FRIDGE_EMPTY’s message with « Réessayer »', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/recipes/suggestions': apiError(
        422,
        'FRIDGE_EMPTY',
        'Aucun ingrédient disponible dans le frigo',
      ),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plat principal' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Aucun ingrédient disponible dans le frigo');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(dialog).findByRole('alert');
    expect(api.callsTo('POST /api/recipes/suggestions')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Changer de type' })).toBeTruthy();
  });

  it('says « Erreur lors de la génération » for an unexpected failure', async () => {
    const { dialog } = await openGenerator({
      'POST /api/recipes/suggestions': apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Boisson' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Erreur lors de la génération',
    );
  });
});
