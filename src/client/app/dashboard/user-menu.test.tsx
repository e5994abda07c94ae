// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { meAnswer, mockApi } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { PathProbe, renderRoutes } from '../../test/render-routes';
import { DashboardLayout } from './dashboard-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

const LEA = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.ch' };

type Handler = Parameters<typeof mockApi>[0][string];

async function open(me: MockAnswer = meAnswer({ user: LEA }), signOut?: Handler) {
  const api = mockApi({
    'GET /api/me': me,
    'GET /api/notifications': { status: 200, body: { items: [], unread: 0 } },
    'POST /api/auth/sign-out': signOut ?? { status: 200, body: { ok: true } },
  });
  const view = renderRoutes(routes, '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Page: /dashboard' });
  const button = await screen.findByRole('button', { name: 'Mon compte\u00a0: Léa Martin' });
  return { api, button, ...view };
}

describe('UserMenu', () => {
  it('shows the initials when the user has no avatar', async () => {
    const { button } = await open();
    expect(button.textContent).toBe('LM');
    expect(within(button).queryByRole('img')).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('shows the avatar image, named after the user, when there is one', async () => {
    const { button } = await open(meAnswer({ user: { ...LEA, avatarUrl: '/avatars/tomate.svg' } }));
    const image = within(button).getByRole('img', { hidden: true });
    expect(image.getAttribute('src')).toBe('/avatars/tomate.svg');
    expect(image.getAttribute('alt')).toBe('Léa Martin');
    expect(button.textContent).toBe('');
  });

  it('shows the full name and the three entries; choosing one closes it', async () => {
    const user = userEvent.setup();
    const { button } = await open();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Léa Martin')).toBeTruthy();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Favoris', 'Paramètres', 'Déconnexion']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Paramètres' }));
    await screen.findByRole('heading', { name: 'Page: /dashboard/settings' });
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Favoris' }));
    await screen.findByRole('heading', { name: 'Page: /dashboard/favorites' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    const { button } = await open();
    button.focus();

    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard(' ');
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
    await user.keyboard('{ArrowDown} ');
    await screen.findByRole('heading', { name: 'Page: /dashboard/settings' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = await open();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs out and goes to the home page', async () => {
    const user = userEvent.setup();
    const { api, button } = await open();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

    await screen.findByRole('heading', { name: 'Page: /' });
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('goes to the home page even when the sign-out fails (only logged)', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, button } = await open(undefined, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

    await screen.findByRole('heading', { name: 'Page: /' });
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
