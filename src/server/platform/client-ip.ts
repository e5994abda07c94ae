import type { Context } from 'hono';
import type { Config } from '../env';

/**
 * The caller's address: the socket's, or — only when TRUST_PROXY says a proxy of ours sets
 * it — the first X-Forwarded-For entry. Never a header a client could forge on its own.
 */
export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
