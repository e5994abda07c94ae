// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { meAnswer, mockApi } from '../../test/mock-api';
import { PathProbe, renderRoutes } from '../../test/render-routes';
import { DashboardLayout } from './dashboard-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  mockApi({
    'GET /api/me': meAnswer(),
    'GET /api/notifications': { status: 200, body: { items: [], unread: 0 } },
  });
});

const routes: RouteObject[] = [
  {
    path: '/dashboard',
    Component: DashboardLayout,
    children: [
      { index: true, Component: PathProbe },
      { path: '*', Component: PathProbe },
    ],
  },
  { path: '*', Component: PathProbe },
];

const ENTRIES = [
  ['Tableau de bord', '/dashboard'],
  ['Assistant Chef', '/dashboard/chat'],
  ['Suggestions', '/dashboard/feed'],
  ['Mes recettes', '/dashboard/recipes'],
  ['Planning', '/dashboard/planning'],
  ['Liste de courses', '/dashboard/shopping'],
  ['Frigidaire', '/dashboard/inventory'],
  ['Favoris', '/dashboard/favorites'],
  ['Paramètres', '/dashboard/settings'],
];

async function open(path: string) {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: `Page: ${path}` });
  return view;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
const menuButton = () => screen.getByRole('button', { name: 'Ouvrir le menu' });

describe('DashboardLayout: sidebar', () => {
  it('lists the eight entries in order, with the product name on top', async () => {
    await open('/dashboard');
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ENTRIES);
    expect(within(sidebar()).getByRole('link', { name: 'Assistant Chef' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Popote' })[0]?.getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('calls the Assistant Chef « IA » only when a language model answers (issue 29)', async () => {
    // Without a model (the default): highlighted, never « IA ».
    await open('/dashboard');
    const chat = () => within(sidebar()).getByRole('link', { name: 'Assistant Chef' });
    await waitFor(() => expect(chat().className).toContain('ring-primary'));
    expect(chat().textContent).toBe('Assistant Chef');
    cleanup();

    mockApi({
      'GET /api/me': meAnswer({ assistant: { languageModel: true } }),
      'GET /api/notifications': { status: 200, body: { items: [], unread: 0 } },
    });
    await open('/dashboard');
    // The « IA » pill is decoration: the entry's name stays « Assistant Chef ».
    await waitFor(() => expect(chat().textContent).toBe('Assistant ChefIA'));
  });

  it('marks only the dashboard home on /dashboard', async () => {
    await open('/dashboard');
    expect(current(sidebar())).toEqual(['Tableau de bord']);
  });

  it('marks the current page (and not the home) on a sub-page', async () => {
    await open('/dashboard/shopping');
    expect(current(sidebar())).toEqual(['Liste de courses']);
  });

  it('follows the navigation', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(within(sidebar()).getByRole('link', { name: 'Frigidaire' }));
    await screen.findByRole('heading', { name: 'Page: /dashboard/inventory' });
    expect(current(sidebar())).toEqual(['Frigidaire']);
  });
});

describe('DashboardLayout: drawer (under 1024 px)', () => {
  it('opens as a modal dialog holding the entries, focus inside', async () => {
    const user = userEvent.setup();
    await open('/dashboard/planning');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    const nav = within(drawer).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(current(nav)).toEqual(['Planning']);
    expect(document.activeElement).toBe(
      within(drawer).getByRole('button', { name: 'Fermer le menu' }),
    );
  });

  it('keeps the focus inside while tabbing, both ways', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog');
    const close = within(drawer).getByRole('button', { name: 'Fermer le menu' });
    const settings = within(drawer).getByRole('link', { name: 'Paramètres' });

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(settings);
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes with its close button and on a tap on the overlay', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());

    await user.click(menuButton());
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await open('/dashboard');
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Favoris' }));
    await screen.findByRole('heading', { name: 'Page: /dashboard/favorites' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());

    // Also when the page changes another way (e.g. the browser's back button).
    await user.click(menuButton());
    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Page: /dashboard' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the current page is chosen again', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Tableau de bord' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('DashboardLayout: tab bar (under 1024 px)', () => {
  const tabBar = () => screen.getByRole('navigation', { name: 'Navigation rapide' });

  it('shows the four everyday pages with short labels and their full names, then « Plus »', async () => {
    await open('/dashboard/inventory');
    const links = within(tabBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Liste', '/dashboard/shopping'],
      ['Planning', '/dashboard/planning'],
      ['Suggestions', '/dashboard/feed'],
      ['Frigo', '/dashboard/inventory'],
    ]);
    // Screen readers hear the specification's names.
    expect(within(tabBar()).getByRole('link', { name: 'Liste de courses' })).toBeTruthy();
    expect(within(tabBar()).getByRole('link', { name: 'Frigidaire' })).toBeTruthy();
    expect(current(tabBar())).toEqual(['Frigo']);
    expect(within(tabBar()).getByRole('button', { name: 'Plus' })).toBeTruthy();
  });

  it('reaches the list in one tap', async () => {
    const user = userEvent.setup();
    await open('/dashboard');
    await user.click(within(tabBar()).getByRole('link', { name: 'Liste de courses' }));
    await screen.findByRole('heading', { name: 'Page: /dashboard/shopping' });
    expect(current(tabBar())).toEqual(['Liste']);
  });

  it('« Plus » opens the drawer with every entry, and takes the focus back when it closes', async () => {
    const user = userEvent.setup();
    await open('/dashboard/feed');
    const more = within(tabBar()).getByRole('button', { name: 'Plus' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(9);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});

describe('DashboardLayout: top bar', () => {
  it('offers the language (French) and the theme', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('languageChanged', listener);
    await open('/dashboard');

    const group = screen.getByRole('group', { name: 'Langue et thème' });
    const language = within(group).getByRole('button', { name: 'Langue\u00a0: Français' });
    expect(language.textContent).toBe('Français');
    expect(language.querySelector('svg[data-flag="fr"]')).not.toBeNull();
    expect(within(group).getByRole('button', { name: /Passer au thème/ })).toBeTruthy();

    await user.click(language);
    const option = screen.getByRole('menuitemradio', { name: 'Français' });
    expect(option.getAttribute('aria-checked')).toBe('true');
    await user.click(option);
    window.removeEventListener('languageChanged', listener);

    expect(screen.queryByRole('menu')).toBeNull();
    expect(events).toEqual([{ code: 'fr', name: 'Français', flag: '🇫🇷' }]);
  });

  it('has a link to skip to the page content', async () => {
    await open('/dashboard');
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip.getAttribute('href')).toBe('#dashboard-content');
    expect(screen.getByRole('main').id).toBe('dashboard-content');
  });
});
