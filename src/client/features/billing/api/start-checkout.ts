import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingPage } from '../../../../shared/billing';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Where the subscribe button leads: the payment page, or the dashboard for a subscriber. */
export type CheckoutOutcome = { kind: 'payment'; url: string } | { kind: 'alreadySubscribed' };

/** Only ever send the browser to a web page, whatever the answer says. */
function webPageUrl(url: unknown): string {
  const parsed = typeof url === 'string' ? parseUrl(url) : null;
  if (parsed?.protocol === 'https:' || parsed?.protocol === 'http:') return parsed.href;
  throw new Error('The checkout answer has no usable payment page address');
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, window.location.origin);
  } catch {
    return null;
  }
}

/** POST /api/billing/checkout: the address of the hosted (or sandbox) payment page. */
export async function createCheckout(): Promise<string> {
  const answer = await apiFetch<BillingPage>('/api/billing/checkout', {
    method: 'POST',
    body: {},
    // Signed out meanwhile: the page says so in its red area (« Utilisateur non connecté »).
    reportSessionExpiry: false,
  });
  return webPageUrl(answer.url);
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CheckoutOutcome> => {
      try {
        return { kind: 'payment', url: await createCheckout() };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED')) throw error;
        // The cached user is out of date: refresh it, or the dashboard gate sends them back.
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
        return { kind: 'alreadySubscribed' };
      }
    },
  });
}
