import type { FieldError } from '../../shared/errors';
import i18n from './i18n-core';
import { notifySessionExpired } from './session-events';

/** A failed API call, with the server's French message (shown to the user as is). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's error code, or OFFLINE / NETWORK when no answer came. */
  readonly code: string;
  readonly fields: FieldError[] | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldError[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether a 401 UNAUTHENTICATED means "the session has expired" (default). The calls
   * that check or open a session (GET /api/me, sign-in, sign-up, sign-out) turn it off.
   */
  reportSessionExpiry?: boolean;
}

// Gateway errors are worth retrying: the server is restarting or briefly overloaded.
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const FIRST_RETRY_DELAY_MS = 200;
const RETRY_WINDOW_MS = 30_000;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', i18n.t('apiErrors.network'));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } })
    ?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = Array.isArray(error.fields) ? (error.fields as FieldError[]) : undefined;
    return new ApiError(status, error.code, error.message, fields);
  }
  // No error body: a proxy or gateway answered, not our server.
  return RETRYABLE_STATUSES.has(status)
    ? new ApiError(status, 'SERVICE_UNAVAILABLE', i18n.t('apiErrors.network'))
    : new ApiError(status, 'INTERNAL', i18n.t('apiErrors.unexpected'));
}

/**
 * The one way the client talks to the server: JSON in and out, session cookie included.
 * Throws {@link ApiError}. GET requests answered 502/503/504 are retried with a backoff
 * starting at 200 ms and doubling, as long as the next try starts within 30 s.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, reportSessionExpiry = true } = options;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, 'OFFLINE', i18n.t('apiErrors.offline'));
  }

  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  };
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    // A file (a recipe's photo): sent as it is, with its own type.
    init.headers = {
      Accept: 'application/json',
      'Content-Type': body.type || 'application/octet-stream',
    };
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  const startedAt = Date.now();
  let delay = FIRST_RETRY_DELAY_MS;
  let response = await send(path, init);
  while (
    method === 'GET' &&
    RETRYABLE_STATUSES.has(response.status) &&
    Date.now() + delay - startedAt <= RETRY_WINDOW_MS
  ) {
    await sleep(delay, signal);
    delay *= 2;
    response = await send(path, init);
  }

  const data = await readJson(response);
  if (response.ok) return data as T;

  const error = toApiError(response.status, data);
  if (error.status === 401 && error.code === 'UNAUTHENTICATED' && reportSessionExpiry) {
    notifySessionExpired();
  }
  throw error;
}
