import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressSeenByProxies, clientIp } from './client-ip';

/** The address clientIp gives a request from `socket` carrying `forwardedFor`. */
async function addressOf(trustProxy: number, forwardedFor?: string, socket = '192.0.2.1') {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, { trustProxy })));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const response = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return response.text();
}

describe('clientIp', () => {
  it('takes the socket’s address and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressOf(0)).toBe('192.0.2.1');
    expect(await addressOf(0, '203.0.113.5')).toBe('192.0.2.1');
  });

  it('behind one proxy, takes the entry it appended, whatever the client wrote to its left', async () => {
    expect(await addressOf(1, '203.0.113.5')).toBe('203.0.113.5');
    expect(await addressOf(1, '10.0.0.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(await addressOf(1, '10.0.0.2,10.0.0.3 , 203.0.113.5')).toBe('203.0.113.5');
  });

  it('behind two proxies, takes the second entry from the right (what the outer proxy saw)', async () => {
    expect(await addressOf(2, '203.0.113.5, 198.51.100.1')).toBe('203.0.113.5');
    expect(await addressOf(2, 'forged, 203.0.113.5, 198.51.100.1')).toBe('203.0.113.5');
    expect(await addressOf(2, '10.9.9.9, 10.8.8.8, 203.0.113.5, 198.51.100.1')).toBe('203.0.113.5');
  });

  it('keeps the socket’s address when a trusted proxy wrote no X-Forwarded-For', async () => {
    expect(await addressOf(1)).toBe('192.0.2.1');
    expect(await addressOf(1, ' , ')).toBe('192.0.2.1');
  });
});

describe('addressSeenByProxies', () => {
  it('takes the right-most entry when there are fewer entries than proxies (never a client’s)', () => {
    expect(addressSeenByProxies('203.0.113.5', 2)).toBe('203.0.113.5');
    expect(addressSeenByProxies('forged, 203.0.113.5', 3)).toBe('203.0.113.5');
  });

  it('trusts nothing with no proxy', () => {
    expect(addressSeenByProxies('203.0.113.5', 0)).toBeUndefined();
    expect(addressSeenByProxies(undefined, 1)).toBeUndefined();
  });
});
