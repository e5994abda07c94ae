import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import type { AuthServices } from './services';
import { CLIENT_IP_HEADER } from './auth';
import { translateAuthError } from './auth-errors';
import { clientIp } from '../../platform/client-ip';

/**
 * Hands a request to Better Auth: with a JSON body we chose (normalised by our own
 * validation), the client address it rate-limits on, and its errors in our French format.
 */
export async function forwardToAuth(
  c: Context<AppEnv>,
  { auth, config }: Pick<AuthServices, 'auth' | 'config'>,
  body?: unknown,
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, config));
  headers.delete('content-length');
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const response = await auth.handler(new Request(c.req.url, init));
  if (response.status < 400) return response;

  const payload = (await response.json().catch(() => ({}))) as { code?: unknown };
  const error = translateAuthError(response.status, payload.code);
  const answer = c.json(error.toBody(), error.status);
  const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after');
  if (retryAfter) answer.headers.set('Retry-After', retryAfter);
  return answer;
}
