// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from '../features/auth/pages/auth-page';
import { apiFetch } from '../lib/api-client';
import { meAnswer, mockApi, SIGNED_OUT } from '../test/mock-api';
import type { MockAnswer } from '../test/mock-api';
import { LayoutProbe, PathProbe, renderRoutes } from '../test/render-routes';
import { DashboardGate } from './guards/dashboard-gate';
import { SessionEffects } from './session-effects';
import { QUERY_KEYS } from '../lib/query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Root() {
  return (
    <>
      <SessionEffects />
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      {
        path: '/dashboard',
        Component: DashboardGate,
        children: [{ index: true, Component: LayoutProbe }],
      },
      { path: '/auth', Component: AuthPage },
      { path: '*', Component: PathProbe },
    ],
  },
];

describe('the end of a session', () => {
  it('after an expired session, goes to /auth, says so and forgets the user', async () => {
    let me: MockAnswer = meAnswer();
    mockApi({ 'GET /api/me': () => me, 'GET /api/stats': SIGNED_OUT });
    const { queryClient } = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Page: /dashboard' });

    me = SIGNED_OUT;
    await expect(apiFetch('/api/stats')).rejects.toThrow('Session expirée');

    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(screen.getByRole('status').textContent).toBe(
      'Session expirée. Veuillez vous reconnecter.',
    );
    await waitFor(() => expect(queryClient.getQueryData(QUERY_KEYS.me)).toBeNull());
  });

  it('signing out ends the session on the server, goes home and forgets the user', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/me': meAnswer(),
      'POST /api/auth/sign-out': { status: 200, body: { ok: true } },
    });
    const { queryClient } = renderRoutes(routes, '/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await screen.findByRole('heading', { name: 'Page: /' });
    expect(api.callsTo('POST /api/auth/sign-out')[0]?.body).toEqual({});
    await waitFor(() => expect(queryClient.getQueryData(QUERY_KEYS.me)).toBeNull());
  });
});
