// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import inventory from '../../../locales/fr/inventory.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { InventoryItem } from '../lib/inventory';
import { Component as InventoryPage } from './inventory-page';

if (!i18n.hasResourceBundle('fr', 'inventory')) {
  i18n.addResourceBundle('fr', 'inventory', inventory);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  quantity: 1,
  unit: 'unité',
  category: 'Autre',
  ingredientId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
} as const;

const ITEMS: InventoryItem[] = [
  { ...base, id: 'f-1', name: 'Lait', expirationDate: '2099-01-10', location: 'fridge' },
  { ...base, id: 'p-1', name: 'Riz', expirationDate: null, location: 'pantry' },
  { ...base, id: 'p-2', name: 'Farine', expirationDate: '2099-05-01', location: 'pantry' },
  { ...base, id: 'p-3', name: 'Pâtes', expirationDate: '2099-05-01', location: 'pantry' },
];

function renderAt(path: string, items: InventoryItem[] = ITEMS) {
  const api = mockApi({
    'GET /api/inventory-items': { status: 200, body: { items } },
    'POST /api/inventory-items': (call) => ({
      status: 201,
      body: { ...base, expirationDate: null, ...(call.body as object) },
    }),
  });
  const view = renderRoutes([{ path: '/dashboard/inventory', Component: InventoryPage }], path);
  return { api, ...view };
}

describe('InventoryPage tabs « Frigo » | « Placard »', () => {
  it('opens on « Frigo » with only the fridge items', async () => {
    renderAt('/dashboard/inventory');
    await screen.findByText('Lait');
    expect(screen.getByRole('tab', { name: 'Frigo' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Riz')).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Frigo' })).toBeTruthy();
  });

  it('switches to « Placard », puts it in the address, lists by expiry then name', async () => {
    const { router } = renderAt('/dashboard/inventory');
    await screen.findByText('Lait');
    fireEvent.click(screen.getByRole('tab', { name: 'Placard' }));
    const list = await screen.findByRole('list', { name: 'Articles du placard' });
    expect(router.state.location.search).toBe('?rangement=placard');
    expect(screen.queryByText('Lait')).toBeNull();
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(names).toEqual(['Farine', 'Pâtes', 'Riz']);
  });

  it('moves between tabs with the arrow keys and opens on « Placard » from the address', async () => {
    const { router } = renderAt('/dashboard/inventory?rangement=placard');
    await screen.findByText('Riz');
    const pantry = screen.getByRole('tab', { name: 'Placard' });
    expect(pantry.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(pantry, { key: 'ArrowRight' });
    await screen.findByText('Lait');
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Frigo' }));
  });

  it('adds from « Placard » into the pantry', async () => {
    const { api } = renderAt('/dashboard/inventory?rangement=placard');
    await screen.findByText('Riz');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('combobox', { name: 'Rangement' }) as HTMLSelectElement).value,
    ).toBe('pantry');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: 'Sucre' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Sucre');
    expect(api.callsTo('POST /api/inventory-items')[0]?.body).toMatchObject({
      name: 'Sucre',
      location: 'pantry',
    });
  });

  it('offers quick picks on an empty pantry, each added with one tap', async () => {
    const { api } = renderAt('/dashboard/inventory?rangement=placard', ITEMS.slice(0, 1));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Riz' }));
    await screen.findByRole('list', { name: 'Articles du placard' });
    expect(api.callsTo('POST /api/inventory-items')[0]?.body).toMatchObject({
      name: 'Riz',
      quantity: 1,
      unit: 'kg',
      category: 'Épicerie',
      location: 'pantry',
      expirationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(screen.queryByRole('button', { name: 'Ajouter Riz' })).toBeNull();
  });
});
