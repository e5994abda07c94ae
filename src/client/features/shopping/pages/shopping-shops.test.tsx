// @vitest-environment jsdom
// « Magasin »: the shop this device shops in, its aisle order, and rows marked for a shop.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AISLES } from '../../../../shared/food/types';
import type { Shop } from '../../../../shared/shops';
import i18n from '../../../lib/i18n';
import shopping from '../../../locales/fr/shopping.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import type { ShoppingItem } from '../lib/shopping';
import { Component as ShoppingPage } from './shopping-page';

if (!i18n.hasResourceBundle('fr', 'shopping')) i18n.addResourceBundle('fr', 'shopping', shopping);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (
  id: string,
  name: string,
  aisle: ShoppingItem['aisle'],
  shopId: string | null = null,
) =>
  ({
    id,
    name,
    quantity: '1',
    unit: 'unité',
    checked: false,
    stored: false,
    amount: 1,
    ingredientId: null,
    aisle,
    source: 'manual',
    recipeId: null,
    recipeTitle: null,
    plannedMealIds: [],
    shopId,
    createdAt: '2026-11-20T10:00:00.000Z',
  }) satisfies ShoppingItem;

// At the Migros of Sion, the dairy comes first and the fresh produce last.
const MIGROS: Shop = {
  id: 'migros',
  name: 'Migros Sion',
  aisleOrder: [
    'cremerie',
    ...AISLES.filter((a) => a !== 'cremerie' && a !== 'fruits-legumes'),
    'fruits-legumes',
  ],
  tripsLearned: 2,
};
const MARCHE: Shop = { id: 'marche', name: 'Marché', aisleOrder: [...AISLES], tripsLearned: 0 };
const ITEMS = [
  row('p', 'Pommes', 'fruits-legumes'),
  row('l', 'Lait', 'cremerie'),
  row('f', 'Fraises', 'fruits-legumes', 'marche'),
];

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/shopping-items': { status: 200, body: { items: ITEMS } },
    'GET /api/preferences': { status: 200, body: { autoFridge: false } },
    'GET /api/shops': { status: 200, body: { items: [MARCHE, MIGROS] } },
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/shopping', Component: ShoppingPage }], '/dashboard/shopping');
  return api;
}

/** The list's sections on screen, in order (the printed list has no regions). */
const sections = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('ShoppingPage, « Magasin »', () => {
  it('walks the chosen shop’s aisles, keeps what is for another shop last, and teaches the shop its order', async () => {
    const api = render({
      'PATCH /api/shopping-items/l': { status: 200, body: { recipeCleared: false, fridge: [] } },
    });
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Magasin' });
    fireEvent.change(picker, { target: { value: 'migros' } });
    await waitUntil(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Par rayon' }).checked).toBe(true),
    );
    expect(sections()).toEqual([
      'Crèmerie',
      'Fruits et légumes',
      'À acheter ailleurs\u00a0: Marché',
    ]);
    expect(
      screen.getByText(/^Courses à Migros Sion.: les rayons suivent l’ordre de ce magasin.$/),
    ).toBeTruthy();
    const elsewhere = screen.getByRole('region', { name: 'À acheter ailleurs\u00a0: Marché' });
    expect(within(elsewhere).getByText('Ajouté à la main · À acheter à Marché')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /lait/ }));
    await waitUntil(() => expect(api.callsTo('PATCH /api/shopping-items/l')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/shopping-items/l')[0]!.body).toEqual({
      checked: true,
      inShop: 'migros',
    });
    // The choice stays on this device.
    expect(localStorage.getItem('popote-list-shop')).toBe('migros');
  });

  it('marks a line for a shop from its menu', async () => {
    const api = render({
      'POST /api/shopping-items/shop': {
        status: 200,
        body: { items: [{ ...ITEMS[0], shopId: 'marche' }] },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Par rayon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Magasin pour Pommes' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Marché' }));
    await waitUntil(() => expect(api.callsTo('POST /api/shopping-items/shop')).toHaveLength(1));
    expect(api.callsTo('POST /api/shopping-items/shop')[0]!.body).toEqual({
      ids: ['p'],
      shopId: 'marche',
    });
    await waitUntil(() =>
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
        'Pommes\u00a0: à acheter à Marché',
      ),
    );
  });

  it('sets a shop’s aisle order with the arrows in « Gérer les magasins »', async () => {
    const api = render({
      'PATCH /api/shops/marche': ({ body }) => ({
        status: 200,
        body: { shop: { ...MARCHE, ...(body as object) } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gérer les magasins' }));
    const dialog = screen.getByRole('dialog', { name: 'Vos magasins' });
    const order = within(dialog).getByRole('list', { name: 'Ordre des rayons à Marché' });
    fireEvent.click(within(order).getByRole('button', { name: 'Monter Boulangerie' }));
    await waitUntil(() => expect(api.callsTo('PATCH /api/shops/marche')).toHaveLength(1));
    expect(
      (
        api.callsTo('PATCH /api/shops/marche')[0]!.body as { aisleOrder: string[] }
      ).aisleOrder.slice(0, 2),
    ).toEqual(['boulangerie', 'fruits-legumes']);
    await waitUntil(() =>
      expect(within(order).getAllByRole('listitem')[0]!.textContent).toContain('Boulangerie'),
    );
  });
});
