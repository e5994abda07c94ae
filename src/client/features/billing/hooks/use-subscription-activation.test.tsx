// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../lib/me';
import { apiError, meAnswer, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-routes';
import { waitUntil } from '../../../test/wait-until';
import { useSubscriptionActivation } from './use-subscription-activation';
import { QUERY_KEYS } from '../../../lib/query-keys';

beforeEach(() => {
  // Only the waits are faked: the answers of the stubbed fetch still arrive on their own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
const ACTIVE = meAnswer();
const CONFIRMED: MockAnswer = { status: 200, body: { active: true } };

function start(sessionId: string | null, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useSubscriptionActivation(sessionId), { wrapper });
  return { api, queryClient, ...view, meCalls: () => api.callsTo('GET /api/me').length };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSubscriptionActivation', () => {
  it('confirms the payment session, then finds the subscription active', async () => {
    const { api, result, queryClient } = start('cs_test_1', {
      'POST /api/billing/confirm': CONFIRMED,
      'GET /api/me': ACTIVE,
    });
    expect(result.current).toEqual({ status: 'activating' });

    await waitUntil(() => expect(result.current).toEqual({ status: 'success' }));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/billing/confirm',
      'GET /api/me',
    ]);
    expect(api.callsTo('POST /api/billing/confirm')[0]?.body).toEqual({ sessionId: 'cs_test_1' });
    // The gates read the fresh answer: the dashboard now lets the subscriber in.
    expect(queryClient.getQueryData<Me>(QUERY_KEYS.me)?.subscription.active).toBe(true);
  });

  it('checks 3 times, waiting 2 s then 4 s, then says the confirmation has not come', async () => {
    const { result, meCalls } = start('cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: false } },
      'GET /api/me': INACTIVE,
    });

    await waitUntil(() => expect(meCalls()).toBe(1));
    await advance(1999);
    expect(meCalls()).toBe(1);
    await advance(1);
    await waitUntil(() => expect(meCalls()).toBe(2));
    await advance(3999);
    expect(meCalls()).toBe(2);
    expect(result.current).toEqual({ status: 'activating' });
    await advance(1);
    await waitUntil(() => expect(meCalls()).toBe(3));

    await waitUntil(() =>
      expect(result.current).toEqual({
        status: 'error',
        message:
          'Nous n’avons pas encore reçu la confirmation de votre paiement. Si vous avez payé, elle arrivera dans quelques instants.',
      }),
    );
    await advance(60_000);
    expect(meCalls()).toBe(3);
  });

  it('succeeds as soon as a later check finds the subscription active', async () => {
    const answers = [INACTIVE, ACTIVE];
    const { result, meCalls } = start('cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: false } },
      'GET /api/me': () => answers.shift() ?? ACTIVE,
    });

    await waitUntil(() => expect(meCalls()).toBe(1));
    await advance(2000);
    await waitUntil(() => expect(result.current).toEqual({ status: 'success' }));
    expect(meCalls()).toBe(2);
  });

  it('retries a check that failed, like one that found no subscription', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = [apiError(500, 'INTERNAL', 'Erreur'), ACTIVE];
    const { result, meCalls } = start('cs_test_1', {
      'POST /api/billing/confirm': apiError(500, 'INTERNAL', 'Erreur'),
      'GET /api/me': () => answers.shift() ?? ACTIVE,
    });

    await waitUntil(() => expect(meCalls()).toBe(1));
    await advance(2000);
    await waitUntil(() => expect(result.current).toEqual({ status: 'success' }));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops at an unknown payment session', async () => {
    const { result, meCalls } = start('cs_unknown', {
      'POST /api/billing/confirm': apiError(404, 'NOT_FOUND', 'Élément introuvable.'),
      'GET /api/me': ACTIVE,
    });

    await waitUntil(() => expect(result.current.status).toBe('error'));
    expect(result.current).toEqual({
      status: 'error',
      message:
        'Nous ne retrouvons pas ce paiement. Vérifiez que vous êtes connecté au bon compte, puis réessayez.',
    });
    expect(meCalls()).toBe(0);
  });

  it('without a payment session, says « Session expirée » unless already subscribed', async () => {
    const first = start(null, { 'GET /api/me': INACTIVE });
    await waitUntil(() =>
      expect(first.result.current).toEqual({ status: 'error', message: 'Session expirée' }),
    );
    expect(first.api.callsTo('POST /api/billing/confirm')).toHaveLength(0);
    expect(first.meCalls()).toBe(1);
    first.unmount();

    const second = start(null, { 'GET /api/me': ACTIVE });
    await waitUntil(() => expect(second.result.current).toEqual({ status: 'success' }));
  });

  it('stops checking once the page is left', async () => {
    const { unmount, meCalls } = start('cs_test_1', {
      'POST /api/billing/confirm': { status: 200, body: { active: false } },
      'GET /api/me': INACTIVE,
    });
    await waitUntil(() => expect(meCalls()).toBe(1));
    unmount();
    await advance(10_000);
    expect(meCalls()).toBe(1);
  });
});
