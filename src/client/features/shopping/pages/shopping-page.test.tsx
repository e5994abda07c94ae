// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import shopping from '../../../locales/fr/shopping.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import type { ShoppingItem } from '../lib/shopping';
import { Component as ShoppingPage } from './shopping-page';

if (!i18n.hasResourceBundle('fr', 'shopping')) i18n.addResourceBundle('fr', 'shopping', shopping);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function item(overrides: Partial<ShoppingItem> & Pick<ShoppingItem, 'id' | 'name'>): ShoppingItem {
  return {
    quantity: '1',
    unit: 'unité',
    checked: false,
    stored: false,
    amount: Number(overrides.quantity ?? '1'),
    ingredientId: null,
    aisle: 'autre',
    source: 'manual',
    recipeId: null,
    recipeTitle: null,
    plannedMealIds: [],
    shopId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const ITEMS: ShoppingItem[] = [
  item({
    id: 'a',
    name: 'farine',
    quantity: '250',
    unit: 'g',
    recipeId: 'r1',
    recipeTitle: 'Crêpes',
    source: 'recipe',
  }),
  item({
    id: 'b',
    name: 'œufs',
    quantity: '3',
    recipeId: 'r1',
    recipeTitle: 'Crêpes',
    source: 'recipe',
    checked: true,
  }),
  item({ id: 'c', name: 'pain', quantity: '1' }),
];

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

function renderShopping(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/shopping-items': { status: 200, body: { items: ITEMS } },
    'GET /api/preferences': { status: 200, body: { autoFridge: false } },
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/shopping', Component: ShoppingPage }], '/dashboard/shopping');
  return api;
}

const progressbar = () => screen.getByRole('progressbar');

describe('ShoppingPage', () => {
  it('groups by recipe, lists all items when off, and filters by name', async () => {
    renderShopping();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liste de courses');
    const crepes = await screen.findByRole('region', { name: 'Crêpes' });
    expect(document.title).toBe('Liste de courses — Popote');
    expect(
      within(crepes).getByRole('checkbox', { name: '1 paquet de farine · 250 g' }),
    ).toBeTruthy();
    expect(within(crepes).getByRole('checkbox', { name: '3 œufs' })).toBeTruthy();
    const manual = screen.getByRole('region', { name: 'Articles ajoutés manuellement' });
    expect(within(manual).getByRole('checkbox', { name: '1 pain' })).toBeTruthy();

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Par recette' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Tous les articles' }));
    const all = screen.getByRole('region', { name: 'Tous les articles' });
    expect(within(all).getAllByRole('checkbox')).toHaveLength(3);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un article' }), {
      target: { value: 'FAR' },
    });
    expect(
      within(all)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((box) => box.labels?.[0]?.textContent),
    ).toEqual(['1 paquet de farine · 250 g']);
  });

  it('toggles an item, updates the progress, and reverts on error', async () => {
    const api = renderShopping({
      'PATCH /api/shopping-items/a': {
        status: 200,
        body: { item: { ...ITEMS[0], checked: true }, recipeCleared: false, fridge: [] },
      },
      'PATCH /api/shopping-items/c': apiError(404, 'NOT_FOUND', 'Introuvable'),
    });
    const flour = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: '1 paquet de farine · 250 g',
    });
    expect(progressbar().getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText(/1 \/ 3/)).toBeTruthy();

    fireEvent.click(flour);
    await waitUntil(() => expect(flour.checked).toBe(true));
    expect(progressbar().getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText(/2 \/ 3/)).toBeTruthy();
    await waitUntil(() => expect(api.callsTo('PATCH /api/shopping-items/a')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/shopping-items/a')[0]?.body).toEqual({ checked: true });

    const bread = screen.getByRole<HTMLInputElement>('checkbox', { name: '1 pain' });
    fireEvent.click(bread);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Impossible de mettre à jour l'article",
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '1 pain' }).checked).toBe(false);
    expect(progressbar().getAttribute('aria-valuenow')).toBe('67');
  });

  it('refetches when a check clears a recipe', async () => {
    let gets = 0;
    const api = renderShopping({
      'GET /api/shopping-items': () => {
        gets += 1;
        return { status: 200, body: { items: gets === 1 ? ITEMS : [ITEMS[2]] } };
      },
      'PATCH /api/shopping-items/a': {
        status: 200,
        body: { item: { ...ITEMS[0], checked: true }, recipeCleared: true, fridge: [] },
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: '1 paquet de farine · 250 g' }));
    await waitUntil(() => expect(screen.queryByRole('region', { name: 'Crêpes' })).toBeNull());
    expect(api.callsTo('GET /api/shopping-items')).toHaveLength(2);
  });

  it('ignores a blank name and adds a typed item with quantity 1 by default', async () => {
    const api = renderShopping({
      'POST /api/shopping-items': {
        status: 201,
        body: { items: [item({ id: 'd', name: 'lait', unit: 'l' })] },
      },
    });
    await screen.findByRole('checkbox', { name: '1 pain' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(api.callsTo('POST /api/shopping-items')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: ' lait ' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Unité' }), {
      target: { value: 'l' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByRole('checkbox', { name: '1 brique de lait · 1 l' });
    // The id chosen on the device makes a replay of the request add nothing more.
    expect(api.callsTo('POST /api/shopping-items')[0]?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      source: 'manual',
      name: 'lait',
      quantity: '1',
      unit: 'l',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('Article ajouté');
  });

  it('closes the add dialog with Escape', async () => {
    renderShopping();
    await screen.findByRole('checkbox', { name: '1 pain' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter un article' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before deleting the checked items it shows, can undo it, and shows the error when it fails', async () => {
    const api = renderShopping({
      'POST /api/shopping-items/delete-checked': {
        status: 200,
        body: { deleted: 1, ids: ['b'] },
      },
      'POST /api/shopping-items/restore': () => ({
        status: 200,
        body: { items: [ITEMS[1]] },
      }),
    });
    await screen.findByRole('checkbox', { name: '3 œufs' });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer cochés' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ranger dans le frigo puis supprimer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitUntil(() => expect(screen.queryByRole('checkbox', { name: '3 œufs' })).toBeNull());
    expect(api.callsTo('POST /api/shopping-items/delete-checked')[0]?.body).toEqual({
      ids: ['b'],
    });
    expect(progressbar().getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await screen.findByRole('checkbox', { name: '3 œufs' });
    expect(api.callsTo('POST /api/shopping-items/restore')[0]?.body).toEqual({ ids: ['b'] });
    cleanup();

    renderShopping({
      'POST /api/shopping-items/delete-checked': apiError(500, 'INTERNAL', 'Erreur'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer cochés' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de supprimer les articles cochés',
    );
  });

  it('shows the empty state and the load error with retry', async () => {
    renderShopping({ 'GET /api/shopping-items': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('Votre liste est vide')).toBeTruthy();
    cleanup();

    let fail = true;
    renderShopping({
      'GET /api/shopping-items': () =>
        fail ? apiError(500, 'INTERNAL', 'Erreur') : { status: 200, body: { items: [] } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de charger la liste de courses',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Votre liste est vide')).toBeTruthy();
  });
});
