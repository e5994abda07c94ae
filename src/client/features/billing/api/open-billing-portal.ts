import { useMutation } from '@tanstack/react-query';
import type { BillingPage } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';
import { openExternalPage } from '../../../lib/external-navigation';

/** Only ever send the browser to a web page, whatever the answer says. */
function webPageUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** POST /api/billing/portal, then leaves for the subscription management portal. */
export async function openBillingPortal(): Promise<void> {
  const answer = await apiFetch<BillingPage>('/api/billing/portal', {
    method: 'POST',
    body: {},
  });
  const url = webPageUrl(answer?.url);
  if (!url) throw new Error('No portal URL received');
  openExternalPage(url);
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
