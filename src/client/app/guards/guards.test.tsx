// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, meAnswer, mockApi, SIGNED_OUT } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { LayoutProbe, PathProbe, renderRoutes } from '../../test/render-routes';
import { DashboardGate } from './dashboard-gate';
import { OnboardingGate } from './onboarding-gate';
import { SignedInGate } from './signed-in-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  {
    path: '/dashboard',
    Component: DashboardGate,
    children: [
      { index: true, Component: LayoutProbe },
      { path: 'shopping', Component: LayoutProbe },
    ],
  },
  { Component: OnboardingGate, children: [{ path: '/questionnaire', Component: LayoutProbe }] },
  {
    Component: SignedInGate,
    children: [
      { path: '/subscription', Component: LayoutProbe },
      { path: '/payment/success', Component: LayoutProbe },
    ],
  },
  { path: '*', Component: PathProbe },
];

async function visit(path: string, me: MockAnswer | (() => MockAnswer | Promise<MockAnswer>)) {
  mockApi({ 'GET /api/me': me });
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const SERVER_DOWN = apiError(
  500,
  'INTERNAL',
  'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
);

describe('DashboardGate', () => {
  it('shows a full-page loading state while the account is checked', async () => {
    mockApi({ 'GET /api/me': () => new Promise<MockAnswer>(() => {}) });
    renderRoutes(routes, '/dashboard');
    expect((await screen.findByRole('status')).textContent).toBe('Chargement…');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('lets a subscriber in, with the sign-out control', async () => {
    await visit('/dashboard/shopping', meAnswer());
    expect(heading()).toBe('Page: /dashboard/shopping');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('sends a visitor to /auth', async () => {
    await visit('/dashboard', SIGNED_OUT);
    expect(heading()).toBe('Page: /auth');
  });

  it.each(['/questionnaire', '/subscription'] as const)(
    'sends the user to %s when the server says so',
    async (destination) => {
      await visit('/dashboard/shopping', meAnswer({ hasPreferences: false, destination }));
      await waitFor(() => expect(heading()).toBe(`Page: ${destination}`));
    },
  );

  it('goes to /questionnaire when the check fails', async () => {
    const { router } = await visit('/dashboard', SERVER_DOWN);
    expect(router.state.location.pathname).toBe('/questionnaire');
  });
});

describe('OnboardingGate', () => {
  it('lets a signed-in user without preferences answer the questionnaire', async () => {
    await visit(
      '/questionnaire',
      meAnswer({ hasPreferences: false, destination: '/questionnaire' }),
    );
    expect(heading()).toBe('Page: /questionnaire');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('sends a visitor to /auth', async () => {
    await visit('/questionnaire', SIGNED_OUT);
    expect(heading()).toBe('Page: /auth');
  });

  it('sends a user who already answered to /dashboard', async () => {
    await visit('/questionnaire', meAnswer({ destination: '/subscription' }));
    // The dashboard gate then sends them on to their destination.
    await waitFor(() => expect(heading()).toBe('Page: /subscription'));
  });

  it('explains a failed check and tries again on request', async () => {
    const user = userEvent.setup();
    const answers = [
      SERVER_DOWN,
      meAnswer({ hasPreferences: false, destination: '/questionnaire' }),
    ];
    await visit('/questionnaire', () => answers.shift()!);

    expect(heading()).toBe('Impossible de vérifier votre compte');
    expect(screen.getByRole('alert').textContent).toContain(
      'Une erreur est survenue lors de la vérification de vos préférences',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(heading()).toBe('Page: /questionnaire'));
  });
});

describe('SignedInGate', () => {
  it.each(['/subscription', '/payment/success'])('lets a signed-in user open %s', async (path) => {
    await visit(path, meAnswer({ destination: '/subscription' }));
    expect(heading()).toBe(`Page: ${path}`);
  });

  it.each(['/subscription', '/payment/success'])(
    'sends a visitor from %s to /auth',
    async (path) => {
      await visit(path, SIGNED_OUT);
      expect(heading()).toBe('Page: /auth');
    },
  );
});
