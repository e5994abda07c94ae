// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { openExternalPage } from '../../../lib/external-navigation';
import { apiError, meAnswer, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { SubscriptionPage } from './subscription-page';

vi.mock('../../../lib/external-navigation', () => ({ openExternalPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(openExternalPage).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/subscription', Component: SubscriptionPage },
  { path: '*', Component: PathProbe },
];

const NOT_SUBSCRIBED = meAnswer({
  subscription: {
    status: null,
    active: false,
    complimentary: false,
    sharedBy: null,
    periodEnd: null,
    cancelAtPeriodEnd: false,
  },
  destination: '/subscription',
});
const CHECKOUT_URL = 'http://localhost/sandbox/checkout/cs_test_123';

async function open(checkout: MockAnswer | (() => MockAnswer | Promise<MockAnswer>)) {
  const answers = [NOT_SUBSCRIBED];
  const api = mockApi({
    'GET /api/me': () => answers.shift() ?? meAnswer(),
    'POST /api/billing/checkout': checkout,
  });
  const view = renderRoutes(routes, '/subscription');
  await screen.findByRole('heading', { level: 1, name: 'Abonnement' });
  return { api, ...view };
}

const subscribeButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Commencer maintenant|Chargement/ });

describe('SubscriptionPage', () => {
  it('presents the monthly premium plan and its benefits', async () => {
    await open({ status: 200, body: { url: CHECKOUT_URL } });
    expect(document.title).toBe('Abonnement — Popote');
    expect(screen.getByText('Choisissez votre formule')).toBeTruthy();
    expect(screen.getByText('Mensuel')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Premium');
    expect(screen.getByText('CHF 9.99')).toBeTruthy();
    expect(screen.getByText('par mois')).toBeTruthy();
    expect(screen.getByText('FREE30').parentElement?.textContent).toBe(
      '30 jours offerts avec le code FREE30',
    );
    const benefits = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([
      'Suggestions de repas illimitées',
      'Liste de courses intelligente',
      'Partage en famille',
      'Sécurité et confidentialité garanties',
    ]);
    expect(subscribeButton().textContent).toBe('Commencer maintenant');
    expect(screen.getByText('Sans engagement, annulez à tout moment')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says « Chargement... » while busy, then opens the payment page', async () => {
    const user = userEvent.setup();
    let answer!: (value: MockAnswer) => void;
    const { api } = await open(() => new Promise((resolve) => (answer = resolve)));

    await user.click(subscribeButton());
    expect(subscribeButton().textContent).toBe('Chargement...');
    expect(subscribeButton().disabled).toBe(true);
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toEqual({});

    answer({ status: 200, body: { url: CHECKOUT_URL } });
    await vi.waitFor(() => expect(openExternalPage).toHaveBeenCalledWith(CHECKOUT_URL));
    // Still busy while the browser leaves for the payment page.
    expect(subscribeButton().disabled).toBe(true);
  });

  it('sends an active subscriber to the dashboard, never to a checkout', async () => {
    const api = mockApi({ 'GET /api/me': meAnswer() });
    renderRoutes(routes, '/subscription');
    await screen.findByRole('heading', { name: 'Page: /dashboard' });
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });

  it('sends a user the server says is already subscribed to the dashboard', async () => {
    const user = userEvent.setup();
    const { api } = await open(
      apiError(409, 'ALREADY_SUBSCRIBED', 'Votre abonnement est déjà actif.'),
    );

    await user.click(subscribeButton());
    await screen.findByRole('heading', { name: 'Page: /dashboard' });
    expect(openExternalPage).not.toHaveBeenCalled();
    // The cached user was refreshed, so the dashboard's gate lets them in.
    expect(api.callsTo('GET /api/me')).toHaveLength(2);
  });

  it.each([
    [apiError(400, 'EMAIL_NOT_FOUND', 'Email non trouvé'), 'Email non trouvé'],
    [
      apiError(401, 'UNAUTHENTICATED', 'Session expirée. Veuillez vous reconnecter.'),
      'Utilisateur non connecté',
    ],
    [{ status: 200, body: {} }, 'Une erreur est survenue'],
    [{ status: 200, body: { url: 'javascript:alert(1)' } }, 'Une erreur est survenue'],
  ])('shows what went wrong in the error area (%#)', async (failure, message) => {
    const user = userEvent.setup();
    await open(failure);

    await user.click(subscribeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(subscribeButton().textContent).toBe('Commencer maintenant');
    expect(subscribeButton().disabled).toBe(false);
    expect(openExternalPage).not.toHaveBeenCalled();
  });
});
