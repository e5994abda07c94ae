import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { meQueryOptions } from '../../../lib/me';
import { confirmPayment } from '../api/confirm-payment';

export type ActivationState =
  { status: 'activating' } | { status: 'success' } | { status: 'error'; message: string };

/** Subscription check (specification, section 9): 3 attempts, waiting 2 s then 4 s. */
const SUBSCRIPTION_CHECK_WAITS_MS = [2000, 4000] as const;

const SUCCESS: ActivationState = { status: 'success' };

function failure(key: 'sessionExpired' | 'paymentNotFound' | 'notConfirmedYet'): ActivationState {
  return { status: 'error', message: i18n.t(`errors.${key}`, { ns: 'billing' }) };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Asks the server afresh (GET /api/me) and updates the cached user the gates read. */
async function isSubscribed(queryClient: QueryClient): Promise<boolean> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  return me?.subscription.active === true;
}

async function activate(
  sessionId: string | null,
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<ActivationState> {
  if (!sessionId) {
    try {
      return (await isSubscribed(queryClient)) ? SUCCESS : failure('sessionExpired');
    } catch (error) {
      return { status: 'error', message: errorText(error) };
    }
  }

  try {
    await confirmPayment(sessionId, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return failure('paymentNotFound');
    // The provider's own event may still activate the subscription: the checks below tell.
    console.warn('Payment confirmation failed', error);
  }

  for (let attempt = 0; ; attempt += 1) {
    try {
      if (await isSubscribed(queryClient)) return SUCCESS;
    } catch (error) {
      console.warn('Subscription check failed', error);
    }
    const delay = SUBSCRIPTION_CHECK_WAITS_MS[attempt];
    if (delay === undefined) return failure('notConfirmedYet');
    await wait(delay, signal);
  }
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.generic', { ns: 'billing' });
}

/**
 * After the payment page: confirms the payment session (`session_id`) with the server, then
 * checks that the subscription is active. Without a session, only a subscriber succeeds.
 */
export function useSubscriptionActivation(sessionId: string | null): ActivationState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActivationState>({ status: 'activating' });

  useEffect(() => {
    const controller = new AbortController();
    activate(sessionId, queryClient, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState(result);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [sessionId, queryClient]);

  return state;
}
