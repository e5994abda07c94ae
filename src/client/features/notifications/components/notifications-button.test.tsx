// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import type { AppNotification } from '../api/get-notifications';
import { NotificationsButton } from './notifications-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <main>
        <h1>Page</h1>
        <NotificationsButton />
      </main>
    ),
  },
  { path: '/dashboard/feed', Component: PathProbe },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: 'n1',
    title: 'Abonnement activé',
    message: 'Votre abonnement premium est actif.',
    type: 'system',
    link: null,
    readAt: null,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

// Deliberately not sorted: the panel shows the newest first whatever the order received.
const ITEMS: AppNotification[] = [
  notification({
    id: 'old',
    title: 'Bienvenue',
    message: 'Votre compte est prêt.',
    readAt: minutesAgo(60),
    createdAt: minutesAgo(26 * 60),
  }),
  notification({ id: 'new', createdAt: minutesAgo(5) }),
  notification({ id: 'mid', title: 'Nouvelle recette', createdAt: minutesAgo(3 * 60) }),
];

type Handler = MockAnswer | (() => MockAnswer | Promise<MockAnswer>);

async function open(list: Handler, readAll: Handler = { status: 200, body: { ok: true } }) {
  const api = mockApi({
    'GET /api/notifications': list,
    'POST /api/notifications/read-all': readAll,
  });
  const { router } = renderRoutes(routes, '/');
  await screen.findByRole('heading', { level: 1 });
  return Object.assign(api, { router });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationsButton', () => {
  it('shows the unread count on the bell', async () => {
    await open({ status: 200, body: { items: ITEMS, unread: 2 } });
    await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
  });

  it('says « 1 non lue » for one, and « 9+ » on the badge past nine', async () => {
    await open({ status: 200, body: { items: ITEMS, unread: 1 } });
    await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    cleanup();
    await open({ status: 200, body: { items: ITEMS, unread: 12 } });
    await screen.findByRole('button', { name: 'Notifications, 12 non lues' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('9+');
  });

  it('hides the badge when everything is read', async () => {
    const api = await open({ status: 200, body: { items: [], unread: 0 } });
    await vi.waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('lists them newest first with the time in French, and marks them read', async () => {
    const user = userEvent.setup();
    const api = await open({ status: 200, body: { items: ITEMS, unread: 2 } });
    await screen.findByRole('button', { name: 'Notifications, 2 non lues' });

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Abonnement activé — Nouvelle',
      'Nouvelle recette — Nouvelle',
      'Bienvenue',
    ]);
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual([
      'il y a 5 minutes',
      'il y a 3 heures',
      'hier',
    ]);
    expect(within(rows[0]!).getByText('Votre abonnement premium est actif.')).toBeTruthy();

    await vi.waitFor(() => expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1));
    expect(api.callsTo('POST /api/notifications/read-all')[0]?.body).toEqual({});
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    // Still told apart as new while the panel is open.
    expect(within(panel).getAllByText('— Nouvelle', { exact: false })).toHaveLength(2);
  });

  it('says so when there is none, and marks nothing', async () => {
    const user = userEvent.setup();
    const api = await open({ status: 200, body: { items: [], unread: 0 } });
    await user.click(bell());
    expect(await screen.findByText('Aucune notification pour le moment.')).toBeTruthy();
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(0);
  });

  it('shows a skeleton while loading, then marks read what arrived', async () => {
    const user = userEvent.setup();
    let answer!: (value: MockAnswer) => void;
    const api = await open(() => new Promise((resolve) => (answer = resolve)));
    await user.click(bell());
    expect(screen.getByRole('status').textContent).toBe('Chargement des notifications…');

    answer({ status: 200, body: { items: ITEMS, unread: 2 } });
    expect(await screen.findByText('Nouvelle recette', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1));
  });

  it('says when the list cannot load, and tries again on request', async () => {
    const user = userEvent.setup();
    const answers: MockAnswer[] = [
      apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
      { status: 200, body: { items: ITEMS, unread: 0 } },
    ];
    await open(() => answers.shift()!);
    await user.click(bell());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de charger les notifications.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bienvenue')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only logs a failure to mark them read; the badge stays', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await open(
      { status: 200, body: { items: ITEMS, unread: 2 } },
      apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
    );
    await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    await user.click(bell());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 non lues');
  });

  it('closes on Escape (focus back on the bell), on a click outside and with its button', async () => {
    const user = userEvent.setup();
    await open({ status: 200, body: { items: [], unread: 0 } });

    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());

    await user.click(bell());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Fermer les notifications' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('offers « Que cuisiner avec ? » on an expiry alert: the suggestions open from the fridge', async () => {
    const user = userEvent.setup();
    const link = '/dashboard/feed?fridge=1&priority=0f8e2c1a-1111-4aaa-8bbb-000000000001';
    const { router } = await open({
      status: 200,
      body: {
        items: [
          notification({
            id: 'expiry',
            type: 'expiry',
            title: 'À consommer rapidement',
            message: 'Lait et Yaourts expirent bientôt.',
            link,
          }),
          notification({ id: 'plain', createdAt: minutesAgo(60) }),
          notification({ id: 'elsewhere', link: '//exemple.com/piege', createdAt: minutesAgo(90) }),
        ],
        unread: 1,
      },
    });
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const actions = within(panel).getAllByRole('link', { name: 'Que cuisiner avec\u202f?' });
    expect(actions).toHaveLength(1);
    expect(within(within(panel).getAllByRole('listitem')[0]!).getByRole('link')).toBe(actions[0]);

    await user.click(actions[0]!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link);
    expect(await screen.findByRole('heading', { name: 'Page: /dashboard/feed' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads older notifications on request, after the first page', async () => {
    const user = userEvent.setup();
    const pages = [
      { status: 200, body: { items: ITEMS, unread: 0, nextCursor: 'page-2' } },
      {
        status: 200,
        body: {
          items: [
            notification({
              id: 'older',
              title: 'Rappel du frigo',
              readAt: minutesAgo(90),
              createdAt: minutesAgo(40 * 24 * 60),
            }),
          ],
          unread: 0,
          nextCursor: null,
        },
      },
    ];
    await open(() => pages.shift()!);
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText('Bienvenue');
    await user.click(within(dialog).getByRole('button', { name: 'Afficher les plus anciennes' }));
    await within(dialog).findByText('Rappel du frigo');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    // The last page: nothing older to offer.
    expect(
      within(dialog).queryByRole('button', { name: 'Afficher les plus anciennes' }),
    ).toBeNull();
  });
});
