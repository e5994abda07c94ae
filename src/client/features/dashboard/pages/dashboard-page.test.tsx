// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, meAnswer, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/dashboard', Component: DashboardPage },
  { path: '*', Component: PathProbe },
];

const STATS = { plannedMeals: 3, shoppingItems: 12, favorites: 5, suggestions: 0 };

const fridgeItem = (id: string, name: string, quantity: number, unit: string) => ({
  id,
  name,
  quantity,
  unit,
  expirationDate: '2026-11-27',
  category: 'Produits Laitiers',
  ingredientId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const HOME = {
  nextMeal: {
    id: 'meal-1',
    title: 'Chakchouka',
    date: '2026-11-27',
    time: '19:00',
    day: 'today',
    startAt: '18:25',
    eaters: ['Camille', 'Noé'],
  },
  eatSoon: [
    {
      item: fridgeItem('0f8e2c1a-1111-4aaa-8bbb-000000000001', 'Yaourts', 4, 'unité'),
      urgency: 'expired',
    },
    {
      item: fridgeItem('0f8e2c1a-1111-4aaa-8bbb-000000000002', 'Crème', 0.5, 'l'),
      urgency: 'tomorrow',
    },
  ],
  firstSteps: null,
  tableSize: 3,
};

type Handler = MockAnswer | (() => MockAnswer | Promise<MockAnswer>);

async function open({
  me = meAnswer(),
  stats = { status: 200, body: STATS },
  home = { status: 200, body: HOME },
}: { me?: MockAnswer; stats?: Handler; home?: Handler } = {}) {
  const api = mockApi({ 'GET /api/me': me, 'GET /api/stats': stats, 'GET /api/home': home });
  const { queryClient } = renderRoutes(routes, '/dashboard');
  const heading = await screen.findByRole('heading', { level: 1 });
  return { api, heading, queryClient };
}

const tile = (name: RegExp) =>
  within(screen.getByRole('heading', { name: 'En un coup d’œil' }).parentElement!).getByRole(
    'link',
    { name },
  );

describe('DashboardPage', () => {
  it('greets the user by first name and names the product', async () => {
    await open();
    // Behind the dashboard gate the user is always known; alone, the page waits for them.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Bonjour Camille\u202f!',
    });
    expect(heading.textContent).toBe('Bonjour Camille\u202f!');
    expect(screen.getByText('Bienvenue sur Popote, votre assistant culinaire.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Tableau de bord — Popote'));
  });

  it('greets without a name when there is none', async () => {
    const { heading, queryClient } = await open({ me: meAnswer({ user: { firstName: '  ' } }) });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeTruthy());
    expect(heading.textContent).toBe('Bonjour\u202f!');
  });

  it('shows the counts from /api/stats on tiles linking to their pages', async () => {
    const { api } = await open();
    await waitFor(() => expect(tile(/Repas planifiés/).textContent).toContain('3'));
    expect(api.callsTo('GET /api/stats')).toHaveLength(1);
    const tiles = [
      [/Repas planifiés/, '3', '/dashboard/planning'],
      [/Articles de courses/, '12', '/dashboard/shopping'],
      [/Recettes favorites/, '5', '/dashboard/favorites'],
    ] as const;
    for (const [name, count, href] of tiles) {
      expect(tile(name).getAttribute('href')).toBe(href);
      expect(tile(name).textContent?.replace(/\D/g, '')).toBe(count);
    }
  });

  it('shows no number on the suggestions tile, only an invitation', async () => {
    await open();
    await waitFor(() => expect(tile(/Repas planifiés/).textContent).toContain('3'));
    const suggestions = tile(/Suggestions/);
    expect(suggestions.getAttribute('href')).toBe('/dashboard/feed');
    expect(suggestions.textContent).toBe('DécouvrirSuggestions');
    expect(suggestions.textContent).not.toMatch(/\d/);
  });

  it('shows skeletons while the counts load', async () => {
    await open({ stats: () => new Promise<MockAnswer>(() => {}) });
    const list = tile(/Repas planifiés/).closest('ul')!;
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.textContent).not.toMatch(/\d/);
  });

  it('only logs a failure of /api/stats: the tiles show no number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await open({ stats: apiError(500, 'INTERNAL', 'Une erreur est survenue.') });
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    const list = tile(/Repas planifiés/).closest('ul')!;
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(list.textContent).not.toMatch(/\d/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tile(/Articles de courses/).getAttribute('href')).toBe('/dashboard/shopping');
  });

  it('offers four quick actions, each described', async () => {
    await open();
    const section = screen.getByRole('heading', { name: 'Actions rapides' }).parentElement!;
    const links = within(section).getAllByRole('link');
    expect(
      links.map((link) => [
        link.querySelector('span > span')?.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Planifier un repas', '/dashboard/planning'],
      ['Liste de courses', '/dashboard/shopping'],
      ['Recettes favorites', '/dashboard/favorites'],
      ['Suggestions de recettes', '/dashboard/feed'],
    ]);
    for (const link of links) {
      expect(link.querySelectorAll('span > span')[1]?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it('leads to the Assistant Chef from the banner', async () => {
    await open();
    expect(
      screen.getByRole('link', { name: 'Demander à l’Assistant Chef' }).getAttribute('href'),
    ).toBe('/dashboard/chat');
  });

  it('titles the next meal by its moment, with who eats and when to start', async () => {
    await open();
    const meal = await screen.findByRole('region', { name: 'Ce soir' });
    expect(meal.textContent).toContain('Chakchouka · commencez à 18:25');
    expect(within(meal).getByText('Pour Camille et Noé')).toBeTruthy();
    expect(within(meal).getByRole('link', { name: 'Voir le planning' }).getAttribute('href')).toBe(
      '/dashboard/planning',
    );
  });

  it('names a later day, and says when nothing is planned', async () => {
    await open({
      home: {
        status: 200,
        body: {
          ...HOME,
          nextMeal: { ...HOME.nextMeal, day: 'later', date: '2026-11-28', time: '12:00' },
        },
      },
    });
    expect(await screen.findByRole('region', { name: 'Samedi midi' })).toBeTruthy();
    cleanup();
    await open({ home: { status: 200, body: { ...HOME, nextMeal: null } } });
    const empty = await screen.findByRole('region', { name: 'Prochain repas' });
    expect(within(empty).getByText('Rien n’est prévu pour les prochains jours.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Planifier un repas' })).toBeTruthy();
  });

  it('lists what to eat first, with « Que cuisiner avec ? » asking for those items', async () => {
    await open();
    const soon = await screen.findByRole('region', { name: 'À consommer vite' });
    const rows = within(soon).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Yaourts4Périmé',
      'Crème0,5\u00a0lExpire demain',
    ]);
    expect(
      within(soon).getByRole('link', { name: 'Que cuisiner avec ?' }).getAttribute('href'),
    ).toBe(
      '/dashboard/feed?fridge=1&priority=0f8e2c1a-1111-4aaa-8bbb-000000000001,0f8e2c1a-1111-4aaa-8bbb-000000000002',
    );
  });

  it('offers a new household its first steps, each one a link, the done ones said so', async () => {
    localStorage.removeItem('popote.firstSteps.done');
    await open({
      home: {
        status: 200,
        body: { ...HOME, firstSteps: { family: false, plannedMeal: true, list: false } },
      },
    });
    const steps = await screen.findByRole('region', { name: 'Premiers pas' });
    expect(within(steps).getByText('1 sur 3')).toBeTruthy();
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Ajoutez votre famille'), '/dashboard/settings#famille'],
      [expect.stringContaining('Planifiez un premier repas (fait)'), '/dashboard/planning'],
      [expect.stringContaining('Commencez votre liste de courses'), '/dashboard/shopping'],
    ]);
  });

  it('never shows the first steps again once all three were done', async () => {
    localStorage.removeItem('popote.firstSteps.done');
    await open();
    await screen.findByRole('region', { name: 'Ce soir' });
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
    expect(localStorage.getItem('popote.firstSteps.done')).toBe('1');
    cleanup();
    await open({
      home: {
        status: 200,
        body: { ...HOME, firstSteps: { family: true, plannedMeal: true, list: false } },
      },
    });
    await screen.findByRole('region', { name: 'Ce soir' });
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
  });
});
