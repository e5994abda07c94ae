import type { Context } from 'hono';
import type { Config } from '../env';

/**
 * The address a request came from, as the first machine we trust saw it: the socket's, or —
 * behind `TRUST_PROXY=N` proxies of ours — the one the outermost of them wrote in
 * X-Forwarded-For. Every per-address limit and Better Auth (forward-to-auth.ts) use it.
 */
export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress ?? 'unknown';
  return addressSeenByProxies(c.req.header('x-forwarded-for'), config.trustProxy) ?? socketAddress;
}

/**
 * Each proxy appends the address it received the request from, so the entries on the right
 * are our proxies' and everything to their left is whatever the client wrote. With N proxies
 * the client is the N-th entry from the right; reading from the left (as was done before)
 * would let a client pick a new address for every request.
 *
 * Fewer entries than N means the request did not pass through every proxy (one was bypassed,
 * or TRUST_PROXY counts one too many). Then only the right-most entry is sure to be written
 * by a proxy of ours — the one that connected to us — so that one is taken: at worst several
 * clients share an address and meet a limit sooner, never does a client escape one. No header
 * at all (or no trusted proxy): undefined, and the socket's address is the answer.
 */
export function addressSeenByProxies(
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies < 1 || !forwardedFor) return undefined;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.length >= trustedProxies
    ? entries[entries.length - trustedProxies]
    : entries[entries.length - 1];
}
