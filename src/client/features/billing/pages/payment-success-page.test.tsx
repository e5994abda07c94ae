// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { meAnswer, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import { PaymentSuccessPage } from './payment-success-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/payment/success', Component: PaymentSuccessPage },
  { path: '*', Component: PathProbe },
];

const INACTIVE = meAnswer({
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

function open(
  entry: string,
  routesOfApi: Record<string, MockAnswer | (() => Promise<MockAnswer>)>,
) {
  const api = mockApi(routesOfApi);
  const view = renderRoutes(routes, entry);
  return { api, ...view };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PaymentSuccessPage', () => {
  it('says the subscription is being activated, with a way to the dashboard', () => {
    open('/payment/success?session_id=cs_test_1', {
      'POST /api/billing/confirm': () => new Promise<MockAnswer>(() => {}),
    });
    expect(document.title).toBe('Paiement — Popote');
    expect(heading()).toBe('Activation de votre abonnement...');
    expect(link("Cliquez ici si vous n'êtes pas redirigé automatiquement")).toBe('/dashboard');
  });

  it('confirms the payment, then goes to the dashboard after 2 s', async () => {
    const { api } = open('/payment/success?session_id=cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: true } },
      'GET /api/me': meAnswer(),
    });

    await waitUntil(() => expect(heading()).toBe('Paiement confirmé !'));
    expect(api.callsTo('POST /api/billing/confirm')[0]?.body).toEqual({ sessionId: 'cs_test_1' });
    expect(link('Accéder au tableau de bord')).toBe('/dashboard');
    expect(document.title).toBe('Paiement — Popote');

    await advance(1999);
    expect(heading()).toBe('Paiement confirmé !');
    await advance(1);
    await waitUntil(() => expect(heading()).toBe('Page: /dashboard'));
  });

  it('forgets the redirect when the page is left first', async () => {
    const { router } = open('/payment/success?session_id=cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: true } },
      'GET /api/me': meAnswer(),
    });
    await waitUntil(() => expect(heading()).toBe('Paiement confirmé !'));

    await act(() => router.navigate('/subscription'));
    await advance(5000);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('after 3 checks without an active subscription, explains and offers to retry', async () => {
    const { api } = open('/payment/success?session_id=cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: false } },
      'GET /api/me': INACTIVE,
    });

    await waitUntil(() => expect(api.callsTo('GET /api/me')).toHaveLength(1));
    await advance(2000);
    await waitUntil(() => expect(api.callsTo('GET /api/me')).toHaveLength(2));
    expect(heading()).toBe('Activation de votre abonnement...');
    await advance(4000);

    await waitUntil(() => expect(heading()).toBe('Paiement non confirmé'));
    expect(api.callsTo('GET /api/me')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(
      'Nous n’avons pas encore reçu la confirmation de votre paiement. Si vous avez payé, elle arrivera dans quelques instants.',
    );
    expect(link('Réessayer')).toBe('/subscription');
  });

  it('says « Session expirée » without a payment session', async () => {
    const { api } = open('/payment/success', { 'GET /api/me': INACTIVE });

    await waitUntil(() => expect(screen.getByRole('alert').textContent).toBe('Session expirée'));
    expect(link('Réessayer')).toBe('/subscription');
    expect(api.callsTo('POST /api/billing/confirm')).toHaveLength(0);
  });

  it('welcomes a subscriber who comes back without a payment session', async () => {
    open('/payment/success', { 'GET /api/me': meAnswer() });
    await waitUntil(() => expect(heading()).toBe('Paiement confirmé !'));
  });
});
