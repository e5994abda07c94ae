// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../shared/routes';
import { meAnswer, mockApi, SIGNED_OUT } from '../test/mock-api';
import { Providers } from './providers';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A subscriber: every access gate lets them in (the gates have their own tests).
const DASHBOARD_API = {
  'GET /api/stats': {
    status: 200,
    body: { plannedMeals: 0, shoppingItems: 0, favorites: 0, suggestions: 0 },
  },
  'GET /api/notifications': { status: 200, body: { items: [], unread: 0 } },
};

beforeEach(() => {
  mockApi({ 'GET /api/me': meAnswer(), ...DASHBOARD_API });
});

// jsdom does not scroll; the router restores the scroll position on every page.
beforeAll(() => {
  window.scrollTo = () => {};
});

async function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  // Pages are lazy chunks: on a busy machine the first import of one can take a few seconds.
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

const SENT_ON = new Set<string>([PATHS.auth, PATHS.questionnaire, PATHS.subscription]);

// Pages whose tab title is not their heading (the payment result's heading tells the state,
// the dashboard's greets the user).
const TITLES: Partial<Record<string, string>> = {
  [PATHS.paymentSuccess]: 'Paiement',
  [PATHS.dashboard]: 'Tableau de bord',
};
// The landing page's title is the brand and its promise.
const FULL_TITLES: Partial<Record<string, string>> = {
  [PATHS.home]: 'Popote — Votre assistant culinaire',
};

describe('router', () => {
  // A signed-in subscriber is sent on from /auth, /questionnaire and /subscription to the
  // dashboard.
  it.each(Object.entries(PATHS).filter(([, path]) => !SENT_ON.has(path)))(
    'has a page for %s (%s)',
    async (_name, path) => {
      const heading = await visit(path);
      expect(heading.textContent).not.toBe('Page introuvable');
      const title = FULL_TITLES[path] ?? `${TITLES[path] ?? heading.textContent} — Popote`;
      await waitFor(() => expect(document.title).toBe(title));
    },
  );

  it.each([...SENT_ON])('sends a subscriber on from %s to the dashboard', async (path) => {
    await visit(path);
    await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille\u202f!' });
    await waitFor(() => expect(document.title).toBe('Tableau de bord — Popote'));
  });

  it('has the questionnaire for a user who has not answered it yet', async () => {
    mockApi({
      'GET /api/me': meAnswer({ hasPreferences: false, destination: PATHS.questionnaire }),
    });
    const heading = await visit(PATHS.questionnaire);
    expect(heading.textContent).toBe('Votre foyer');
    await waitFor(() => expect(document.title).toBe('Questionnaire — Popote'));
  });

  it('has the subscription page for a user who has not subscribed yet', async () => {
    mockApi({
      'GET /api/me': meAnswer({
        subscription: {
          status: null,
          active: false,
          complimentary: false,
          sharedBy: null,
          periodEnd: null,
          cancelAtPeriodEnd: false,
        },
        destination: PATHS.subscription,
      }),
    });
    const heading = await visit(PATHS.subscription);
    expect(heading.textContent).toBe('Abonnement');
    await waitFor(() => expect(document.title).toBe('Abonnement — Popote'));
  });

  it('has a sign-in page for a visitor', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    const heading = await visit(PATHS.auth);
    expect(heading.textContent).toBe('Connexion');
    await waitFor(() => expect(document.title).toBe('Connexion — Popote'));
  });

  it('shows the 404 page for an unknown path', async () => {
    const heading = await visit('/nimporte-quoi');
    expect(heading.textContent).toBe('Page introuvable');
  });

  it('titles the coming-soon blog and announces what comes next', async () => {
    const heading = await visit(PATHS.blog);
    expect(heading.textContent).toBe('Blog');
    expect(screen.getByText(/Nos premiers articles mijotent encore/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('shows the Assistant Chef in the dashboard frame', async () => {
    mockApi({
      'GET /api/me': meAnswer(),
      ...DASHBOARD_API,
      'GET /api/assistant/conversations': { status: 200, body: { items: [] } },
    });
    const heading = await visit(PATHS.dashboardChat);
    expect(heading.textContent).toBe('Assistant Chef');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getByRole('link', { name: /Assistant Chef/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Votre message' })).toBeTruthy();
  });
});
