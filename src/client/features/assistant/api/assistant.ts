import type { Page } from '../../../../shared/api';
import type {
  AssistantConversation,
  AssistantConversationDetail,
} from '../../../../shared/assistant';
import { ApiError, apiFetch } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { notifySessionExpired } from '../../../lib/session-events';

/** A conversation and its messages (GET /api/assistant/conversations/:id). */
export type ConversationDetail = AssistantConversationDetail;

const BASE = '/api/assistant/conversations';

/**
 * The user's conversations, the latest first, a page at a time: `before` is the previous
 * page's `nextCursor`.
 */
export function fetchConversations(
  signal?: AbortSignal,
  before?: string | null,
): Promise<Page<AssistantConversation>> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<Page<AssistantConversation>>(`${BASE}${query}`, { signal });
}

export function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch<ConversationDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal });
}

export function createConversation(): Promise<AssistantConversation> {
  return apiFetch<AssistantConversation>(BASE, { method: 'POST', body: {} });
}

export async function deleteConversation(id: string): Promise<void> {
  await apiFetch<{ ok: true }>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message);
  }
  return response.status >= 502 && response.status <= 504
    ? new ApiError(response.status, 'SERVICE_UNAVAILABLE', i18n.t('apiErrors.network'))
    : new ApiError(response.status, 'INTERNAL', i18n.t('apiErrors.unexpected'));
}

/**
 * Sends a message, for `eaters` when chosen (« Qui mange ? »; absent: everyone). Resolves with
 * the streamed answer (read it with `readAssistantEvents`); throws an {@link ApiError} with the
 * server's French message when it is refused before the stream starts. Same credentials and
 * headers as {@link apiFetch} (which reads JSON only).
 */
export async function sendMessage(
  id: string,
  content: string,
  { eaters, signal }: { eaters?: string[]; signal?: AbortSignal } = {},
): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, 'OFFLINE', i18n.t('apiErrors.offline'));
  }
  let response: Response;
  try {
    response = await fetch(`${BASE}/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/x-ndjson, application/json',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(eaters ? { content, eaters } : { content }),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', i18n.t('apiErrors.network'));
  }
  if (response.ok) return response;
  const error = await errorOf(response);
  if (error.status === 401 && error.code === 'UNAUTHENTICATED') notifySessionExpired();
  throw error;
}
