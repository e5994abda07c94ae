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

type Handler = MockAnswer | (() => MockAnswer | Promise<MockAnswer>);

async function open({
  me = meAnswer(),
  stats = { status: 200, body: STATS },
}: { me?: MockAnswer; stats?: Handler } = {}) {
  const api = mockApi({ 'GET /api/me': me, 'GET /api/stats': stats });
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
});
