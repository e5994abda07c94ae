// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import shopping from '../../../locales/fr/shopping.json';
import { mockApi } from '../../../test/mock-api';
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

const base = {
  unit: 'unité',
  checked: false,
  stored: false,
  ingredientId: null,
  source: 'manual',
  recipeId: null,
  recipeTitle: null,
  plannedMealIds: [] as string[],
  shopId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
} as const;

const FLOUR_RECIPE: ShoppingItem = {
  ...base,
  id: 'a',
  name: 'farine',
  quantity: '200',
  unit: 'g',
  amount: 200,
  ingredientId: 'farine',
  aisle: 'epicerie-salee',
  source: 'recipe',
  recipeId: 'crepes',
  recipeTitle: 'Crêpes',
};
const FLOUR_TYPED: ShoppingItem = {
  ...FLOUR_RECIPE,
  id: 'b',
  quantity: '300',
  amount: 300,
  source: 'manual',
  recipeId: null,
  recipeTitle: null,
};
const EGGS: ShoppingItem = {
  ...base,
  id: 'c',
  name: 'œufs',
  quantity: '6',
  amount: 6,
  ingredientId: 'oeuf',
  aisle: 'cremerie',
};
const TOMATOES: ShoppingItem = {
  ...base,
  id: 'd',
  name: 'tomates cerises',
  quantity: 'une barquette',
  amount: null,
  aisle: 'fruits-legumes',
};
const ITEMS = [FLOUR_RECIPE, FLOUR_TYPED, EGGS, TOMATOES];

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

async function renderByAisle(handlers: Record<string, Handler> = {}, autoFridge = false) {
  const api = mockApi({
    'GET /api/shopping-items': { status: 200, body: { items: ITEMS } },
    'GET /api/preferences': { status: 200, body: { autoFridge } },
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/shopping', Component: ShoppingPage }], '/dashboard/shopping');
  fireEvent.click(await screen.findByRole('radio', { name: 'Par rayon' }));
  return api;
}

const toast = () => screen.getByRole('status', { hidden: true });

describe('ShoppingPage, « Par rayon »', () => {
  it('groups by aisle in walking order and adds the same ingredient up', async () => {
    await renderByAisle();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Fruits et légumes', 'Crèmerie', 'Épicerie salée']);
    const grocery = screen.getByRole('region', { name: 'Épicerie salée' });
    const flour = within(grocery).getByRole('checkbox', { name: '1 paquet de farine · 500 g' });
    expect(flour.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(flour.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Crêpes · Ajouté à la main',
    );
    expect(
      within(screen.getByRole('region', { name: 'Fruits et légumes' })).getByRole('checkbox', {
        name: 'une barquette tomates cerises',
      }),
    ).toBeTruthy();
  });

  it('checks every row of a summed line at once, and offers to put them in the fridge', async () => {
    const api = await renderByAisle({
      'POST /api/shopping-items/check': {
        status: 200,
        body: { items: [], recipeCleared: false, fridge: [] },
      },
      'POST /api/shopping-items/store-checked': {
        status: 200,
        body: { items: [], fridge: [{ id: 'f1', name: 'farine', expirationDate: '2027-05-21' }] },
      },
    });
    const flour = screen.getByRole<HTMLInputElement>('checkbox', {
      name: '1 paquet de farine · 500 g',
    });
    fireEvent.click(flour);
    await waitUntil(() => expect(flour.checked).toBe(true));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await waitUntil(() => expect(api.callsTo('POST /api/shopping-items/check')).toHaveLength(1));
    expect(api.callsTo('POST /api/shopping-items/check')[0]?.body).toEqual({
      ids: ['a', 'b'],
      checked: true,
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Tous les articles' }));
    const all = screen.getByRole('region', { name: 'Tous les articles' });
    expect(
      within(all)
        .getAllByRole<HTMLInputElement>('checkbox')
        .filter((box) => box.checked)
        .map((box) => box.labels?.[0]?.textContent),
    ).toEqual(['1 paquet de farine · 500 g']); // one line for both rows (decision 0022), ticked with them

    await waitUntil(() => expect(toast().textContent).toContain('2 articles cochés à ranger'));
    // The lasting action on the list says the same, until they are stored.
    expect(
      screen.getByRole('button', { name: 'Ranger les 2 articles cochés dans le frigo' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ranger dans le frigo' }));
    await waitUntil(() => expect(toast().textContent).toBe('1 article rangé dans le frigo'));
    // Still on the list: by id, the server stores each once.
    expect(api.callsTo('POST /api/shopping-items/store-checked')[0]?.body).toEqual({
      ids: ['a', 'b'],
    });
  });

  it('withdraws the offer when the rows are unchecked again', async () => {
    await renderByAisle({
      'PATCH /api/shopping-items/c': { status: 200, body: { recipeCleared: false, fridge: [] } },
    });
    const eggs = screen.getByRole<HTMLInputElement>('checkbox', { name: '6 œufs' });
    fireEvent.click(eggs);
    await waitUntil(() => expect(toast().textContent).toContain('1 article coché'));
    fireEvent.click(eggs);
    await waitUntil(() => expect(toast().textContent).toBe(''));
    expect(screen.queryByRole('button', { name: 'Ranger dans le frigo' })).toBeNull();
  });

  it('puts checked rows away at once when the setting is on', async () => {
    const api = await renderByAisle(
      {
        'PATCH /api/shopping-items/c': {
          status: 200,
          body: {
            recipeCleared: false,
            fridge: [{ id: 'f2', name: 'œufs', expirationDate: '2026-12-18' }],
          },
        },
      },
      true,
    );
    await waitUntil(() =>
      expect(
        screen.getByRole<HTMLInputElement>('switch', {
          name: 'Ranger automatiquement dans le frigo',
        }).checked,
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '6 œufs' }));
    await waitUntil(() => expect(toast().textContent).toBe('Article coché et rangé dans le frigo'));
    expect(api.callsTo('PATCH /api/shopping-items/c')[0]?.body).toEqual({
      checked: true,
      toFridge: true,
    });
  });

  it('stores a row ticked while the switch is still being saved, and a refused save turns it off again', async () => {
    let answerSave: (answer: { status: number; body: unknown }) => void = () => {};
    const api = await renderByAisle({
      'PATCH /api/preferences': () =>
        new Promise((resolve) => {
          answerSave = resolve;
        }),
      'PATCH /api/shopping-items/c': {
        status: 200,
        body: {
          recipeCleared: false,
          fridge: [{ id: 'f2', name: 'œufs', expirationDate: '2026-12-18' }],
        },
      },
    });
    const automatic = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Ranger automatiquement dans le frigo',
    });
    await waitUntil(() => expect(automatic.disabled).toBe(false));
    fireEvent.click(automatic);
    await waitUntil(() => expect(automatic.checked).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: '6 œufs' }));
    await waitUntil(() => expect(toast().textContent).toBe('Article coché et rangé dans le frigo'));
    expect(api.callsTo('PATCH /api/shopping-items/c')[0]?.body).toEqual({
      checked: true,
      toFridge: true,
    });
    answerSave({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erreur' } } });
    await waitUntil(() => expect(automatic.checked).toBe(false));
  });

  it('shows a line partly checked as mixed, and checks the rest', async () => {
    const api = await renderByAisle({
      'GET /api/shopping-items': {
        status: 200,
        body: { items: [{ ...FLOUR_RECIPE, checked: true }, FLOUR_TYPED] },
      },
      'POST /api/shopping-items/check': {
        status: 200,
        body: { items: [], recipeCleared: true, fridge: [] },
      },
    });
    const flour = screen.getByRole<HTMLInputElement>('checkbox', {
      name: '1 paquet de farine · 500 g',
    });
    expect(flour.indeterminate).toBe(true);
    fireEvent.click(flour);
    await waitUntil(() => expect(api.callsTo('POST /api/shopping-items/check')).toHaveLength(1));
    expect(api.callsTo('POST /api/shopping-items/check')[0]?.body).toMatchObject({
      ids: ['a', 'b'],
      checked: true,
    });
    await waitUntil(() => expect(api.callsTo('GET /api/shopping-items')).toHaveLength(2));
  });

  it('moves a line to another aisle from its menu, and the focus follows it', async () => {
    const api = await renderByAisle({
      'PATCH /api/shopping-items/a': { status: 200, body: { item: FLOUR_RECIPE } },
      'PATCH /api/shopping-items/b': { status: 200, body: { item: FLOUR_TYPED } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le rayon de farine' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: 'Épicerie salée' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Boulangerie' }));

    const bakery = await screen.findByRole('region', { name: 'Boulangerie' });
    const flour = within(bakery).getByRole('checkbox', { name: '1 paquet de farine · 500 g' });
    expect(document.activeElement).toBe(flour);
    expect(screen.queryByRole('region', { name: 'Épicerie salée' })).toBeNull();
    await waitUntil(() => expect(toast().textContent).toBe('Déplacé au rayon Boulangerie'));
    expect(api.callsTo('PATCH /api/shopping-items/a')[0]?.body).toEqual({ aisle: 'boulangerie' });
    expect(api.callsTo('PATCH /api/shopping-items/b')[0]?.body).toEqual({ aisle: 'boulangerie' });
  });
});

describe('ShoppingPage, « Tous les articles »', () => {
  it('shows each food once, summed across sources, in alphabetical order; a line ticks its rows', async () => {
    const api = await renderByAisle({
      'POST /api/shopping-items/check': {
        status: 200,
        body: { items: [], recipeCleared: false, fridge: [] },
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Tous les articles' }));
    const all = screen.getByRole('region', { name: 'Tous les articles' });
    expect(
      within(all)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((box) => box.labels?.[0]?.textContent),
    ).toEqual(['1 paquet de farine · 500 g', '6 œufs', 'une barquette tomates cerises']);

    fireEvent.click(within(all).getByRole('checkbox', { name: '1 paquet de farine · 500 g' }));
    await waitUntil(() => expect(api.callsTo('POST /api/shopping-items/check')).toHaveLength(1));
    expect(api.callsTo('POST /api/shopping-items/check')[0]?.body).toEqual({
      ids: ['a', 'b'],
      checked: true,
    });
    // The progress bar still counts rows: two of four.
    await waitUntil(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'),
    );
  });
});
