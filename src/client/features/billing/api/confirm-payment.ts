import type { PaymentConfirmation } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/billing/confirm: the server retrieves the payment provider's session and, when
 * it is paid, activates the subscription (idempotent). 404 for an unknown session.
 */
export function confirmPayment(sessionId: string, signal?: AbortSignal) {
  return apiFetch<PaymentConfirmation>('/api/billing/confirm', {
    method: 'POST',
    body: { sessionId },
    signal,
  });
}
