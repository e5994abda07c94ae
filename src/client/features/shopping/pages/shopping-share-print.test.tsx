// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import shopping from '../../../locales/fr/shopping.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import type { ShoppingItem } from '../lib/shopping';
import { Component as ShoppingPage } from './shopping-page';

if (!i18n.hasResourceBundle('fr', 'shopping')) i18n.addResourceBundle('fr', 'shopping', shopping);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
    quantity: '1.5',
    unit: 'kg',
    ingredientId: 'farine',
    aisle: 'epicerie-salee',
  }),
  item({ id: 'b', name: 'œufs', quantity: '6', aisle: 'cremerie', checked: true }),
  item({ id: 'c', name: 'pain', aisle: 'boulangerie' }),
];

const SHARED = [
  'Liste de courses — Popote',
  '',
  'Boulangerie',
  '– 1 pain',
  '',
  'Épicerie salée',
  '– 2 paquets de farine · 1,5 kg',
].join('\n');

function renderShopping(items: ShoppingItem[] = ITEMS) {
  mockApi({
    'GET /api/shopping-items': { status: 200, body: { items } },
    'GET /api/preferences': { status: 200, body: { autoFridge: false } },
  });
  renderRoutes([{ path: '/dashboard/shopping', Component: ShoppingPage }], '/dashboard/shopping');
}

const shareButton = () => screen.findByRole('button', { name: 'Partager la liste' });

describe('Partager la liste', () => {
  it('opens the share sheet with what is left to buy, by aisle', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderShopping();
    fireEvent.click(await shareButton());
    await waitUntil(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: 'Liste de courses — Popote', text: SHARED });
  });

  it('says nothing when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Annulé', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderShopping();
    fireEvent.click(await shareButton());
    await waitUntil(() => expect(share).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies the text where there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderShopping();
    fireEvent.click(await shareButton());
    await waitUntil(() => expect(writeText).toHaveBeenCalledWith(SHARED));
    await screen.findByText('Liste copiée dans le presse-papiers');
  });

  it('copies the text when the share sheet refuses it', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Refusé', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderShopping();
    fireEvent.click(await shareButton());
    await waitUntil(() => expect(writeText).toHaveBeenCalledWith(SHARED));
    await screen.findByText('Liste copiée dans le presse-papiers');
  });

  it('says in French when neither the share sheet nor the clipboard works', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Refusé', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderShopping();
    fireEvent.click(await shareButton());
    expect((await screen.findByRole('alert')).textContent).toBe(shopping.share.error);
  });

  it('is not offered on an empty list, and disabled when everything is ticked', async () => {
    renderShopping([]);
    await screen.findByText('Votre liste est vide');
    expect(screen.queryByRole('button', { name: 'Partager la liste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimer' })).toBeNull();
    cleanup();

    renderShopping([item({ id: 'x', name: 'pain', checked: true })]);
    expect((await shareButton()).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Imprimer' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Imprimer', () => {
  it('prints a paper list: the aisles as headings, a square per line, nothing ticked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderShopping();
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);

    const paper = screen.getByTestId('printable-list');
    expect(paper.className).toContain('print:block');
    expect([...paper.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Boulangerie',
      'Épicerie salée',
    ]);
    expect([...paper.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      '1 pain',
      '2 paquets de farine · 1,5 kg',
    ]);
    expect(paper.querySelectorAll('li > span.border')).toHaveLength(2);
    expect(paper.textContent).not.toContain('œufs');
  });
});
