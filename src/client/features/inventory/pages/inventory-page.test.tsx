// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../../shared/format';
import i18n from '../../../lib/i18n';
import inventory from '../../../locales/fr/inventory.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import { shelfOf } from '../lib/inventory';
import type { InventoryItem } from '../lib/inventory';
import { Component as InventoryPage } from './inventory-page';

if (!i18n.hasResourceBundle('fr', 'inventory')) {
  i18n.addResourceBundle('fr', 'inventory', inventory);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function item(
  overrides: Partial<InventoryItem> & Pick<InventoryItem, 'id' | 'name'>,
): InventoryItem {
  return {
    quantity: 1,
    unit: 'unité',
    expirationDate: null,
    category: 'Autre',
    location: 'fridge',
    ingredientId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const ITEMS: InventoryItem[] = [
  item({
    id: 'i-1',
    name: 'Yaourt',
    quantity: 4,
    category: 'Produits Laitiers',
    expirationDate: '2020-01-15',
  }),
  item({
    id: 'i-2',
    name: 'Pommes',
    quantity: 6,
    category: 'Fruits et Légumes',
    expirationDate: '2099-03-01',
  }),
  item({ id: 'i-3', name: 'Jus', quantity: 1, unit: 'l', category: 'Boissons' }),
];

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

function renderInventory(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/inventory-items': { status: 200, body: { items: ITEMS } },
    ...handlers,
  });
  renderRoutes(
    [{ path: '/dashboard/inventory', Component: InventoryPage }],
    '/dashboard/inventory',
  );
  return api;
}

/** An item's card on its shelf (« À consommer en premier » may name it too). */
const card = (name: string) =>
  screen
    .getAllByText(name)
    .map((element) => element.closest('li'))
    .find((li) =>
      li?.closest('section')?.getAttribute('aria-label')?.startsWith('Étagère'),
    ) as HTMLElement;

describe('InventoryPage', () => {
  it('puts each item on its stable shelf, with expiry labels', async () => {
    renderInventory();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon Frigo');
    await screen.findAllByText('Yaourt');
    expect(document.title).toBe('Mon Frigo — Popote');
    for (const entry of ITEMS) {
      const shelf = screen.getByRole('region', { name: `Étagère ${shelfOf(entry.id) + 1}` });
      expect(within(shelf).getByText(entry.name)).toBeTruthy();
    }
    expect(screen.getAllByRole('region', { name: /^Étagère/ })).toHaveLength(5);
    // Phones stack a shelf's items (every one visible); wider screens lay them sideways.
    for (const shelf of screen.getAllByRole('region', { name: /^Étagère/ })) {
      expect(within(shelf).getByRole('list').className).toMatch(/(^| )flex-col( |$)/);
      expect(within(shelf).getByRole('list').className).toContain('sm:flex-row');
    }
    const eatFirst = screen.getByRole('region', { name: 'À consommer en premier' });
    expect(
      within(eatFirst)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Yaourt4Périmé']);

    expect(card('Yaourt').textContent).toContain(
      `Périmé depuis le ${formatLongDate(new Date(2020, 0, 15))}`,
    );
    expect(card('Pommes').textContent).toContain(
      `Expire le ${formatLongDate(new Date(2099, 2, 1))}`,
    );
    expect(card('Jus').textContent).toContain('1\u00a0l · Boissons');
    expect(card('Jus').textContent).not.toMatch(/Expire|Périmé/);
  });

  it('filters by category and by name', async () => {
    renderInventory();
    await screen.findAllByText('Yaourt');
    const filters = screen.getByRole('group', { name: 'Filtrer par catégorie' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Tous',
      'Fruits et Légumes',
      'Viandes et Poissons',
      'Produits Laitiers',
      'Épicerie',
      'Boissons',
      'Autre',
    ]);
    fireEvent.click(within(filters).getByRole('button', { name: 'Boissons' }));
    // Filtered off the shelves; « À consommer en premier » still names it (every shelf).
    expect(card('Yaourt')).toBeUndefined();
    expect(
      within(screen.getByRole('region', { name: 'À consommer en premier' })).getByText('Yaourt'),
    ).toBeTruthy();
    expect(screen.getByText('Jus')).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Tous' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans le frigo' }), {
      target: { value: 'pom' },
    });
    expect(screen.getByText('Pommes')).toBeTruthy();
    expect(screen.queryByText('Jus')).toBeNull();
  });

  it('requires a name, then adds with the defaults', async () => {
    const api = renderInventory({
      'POST /api/inventory-items': { status: 201, body: item({ id: 'i-9', name: 'Beurre' }) },
    });
    await screen.findAllByText('Yaourt');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter au frigo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText("Veuillez entrer un nom d'article")).toBeTruthy();
    expect(api.callsTo('POST /api/inventory-items')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: ' Beurre ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Beurre');
    expect(api.callsTo('POST /api/inventory-items')[0]?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Beurre',
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
      location: 'fridge',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a quantity with a French comma, and refuses « abc » in French', async () => {
    const api = renderInventory({
      'POST /api/inventory-items': (call) => ({
        status: 201,
        body: item({ id: 'i-9', name: 'Lait', ...(call.body as object) }),
      }),
    });
    await screen.findAllByText('Yaourt');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter au frigo' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: 'Lait' },
    });
    const quantity = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Quantité' });
    expect(quantity.inputMode).toBe('decimal');
    fireEvent.change(quantity, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    // The message has French non-breaking spaces, which getByText's normaliser turns into spaces.
    expect(dialog.textContent).toContain(inventory.quantityInvalid);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/inventory-items')).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '0,5' } });
    expect(dialog.textContent).not.toContain(inventory.quantityInvalid);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Unité' }), {
      target: { value: 'l' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/inventory-items')[0]?.body).toMatchObject({
      name: 'Lait',
      quantity: 0.5,
      unit: 'l',
    });
    expect(card('Lait').textContent).toContain('0,5\u00a0l · ');
  });

  it('corrects an item’s quantity and expiry date', async () => {
    const api = renderInventory({
      'PATCH /api/inventory-items/i-2': (call) => ({
        status: 200,
        body: { ...ITEMS[1], ...(call.body as object) },
      }),
    });
    await screen.findByText('Pommes');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Pommes' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Pommes' });
    const date = within(dialog).getByLabelText<HTMLInputElement>(/Date d'expiration/);
    expect(date.value).toBe('2099-03-01');
    const quantity = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Quantité/ });
    expect(quantity.value).toBe('6');
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.change(date, { target: { value: '2099-03-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/inventory-items/i-2')[0]?.body).toEqual({
      quantity: 4,
      expirationDate: '2099-03-05',
    });
    expect(card('Pommes').textContent).toContain(
      `Expire le ${formatLongDate(new Date(2099, 2, 5))}`,
    );
    expect(card('Pommes').textContent).toContain('4 · Fruits et Légumes');
  });

  it('edits every field, sends only what changed, and closes when nothing did', async () => {
    const api = renderInventory({
      'PATCH /api/inventory-items/i-2': (call) => ({
        status: 200,
        body: { ...ITEMS[1], ...(call.body as object) },
      }),
    });
    await screen.findByText('Pommes');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Pommes' }));
    let dialog = screen.getByRole('dialog', { name: 'Modifier Pommes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/inventory-items/i-2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Pommes' }));
    dialog = screen.getByRole('dialog', { name: 'Modifier Pommes' });
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Nom' });
    expect(name.value).toBe('Pommes');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText("Veuillez entrer un nom d'article")).toBeTruthy();
    fireEvent.change(name, { target: { value: ' Pommes Gala ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantité' }), {
      target: { value: '1,5' },
    });
    const unit = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Unité' });
    expect(unit.value).toBe('unité');
    fireEvent.change(unit, { target: { value: 'kg' } });
    const category = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: 'Catégorie',
    });
    expect(category.value).toBe('Fruits et Légumes');
    fireEvent.change(category, { target: { value: 'Épicerie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/inventory-items/i-2')[0]?.body).toEqual({
      name: 'Pommes Gala',
      quantity: 1.5,
      unit: 'kg',
      category: 'Épicerie',
    });
    expect(card('Pommes Gala').textContent).toContain('1,5\u00a0kg · Épicerie');
  });

  it('shows the add and delete errors', async () => {
    renderInventory({
      'POST /api/inventory-items': apiError(500, 'INTERNAL', 'Erreur'),
      'DELETE /api/inventory-items/i-3': apiError(404, 'NOT_FOUND', 'Introuvable'),
    });
    await screen.findByText('Jus');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Jus' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Impossible de supprimer l'article",
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), {
      target: { value: 'Lait' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitUntil(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        "Impossible d'ajouter l'article",
      ),
    );
  });

  it('shows the empty state and the load error', async () => {
    renderInventory({ 'GET /api/inventory-items': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('Votre frigo est vide')).toBeTruthy();
    cleanup();
    renderInventory({ 'GET /api/inventory-items': apiError(500, 'INTERNAL', 'Erreur') });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Erreur lors du chargement de l'inventaire",
    );
  });
});
