import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-app';
import {
  clearLimit,
  countRequest,
  currentCount,
  enforceLimit,
  purgeExpiredLimits,
  RateLimitedError,
} from './rate-limit';
import { rateLimits, requestLimits } from '../db/schema';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('rate limits stored in PostgreSQL', () => {
  it('allows up to max requests per window, then refuses with a retry delay', async () => {
    const rule = { max: 3, windowSeconds: 60 };
    for (let i = 1; i <= 3; i += 1)
      expect((await countRequest(t.db, 'k1', rule)).allowed).toBe(true);
    const refused = await countRequest(t.db, 'k1', rule);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(enforceLimit(t.db, 'k1', rule)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('counts concurrent requests exactly (no lost update)', async () => {
    const rule = { max: 1000, windowSeconds: 60 };
    await Promise.all(Array.from({ length: 25 }, () => countRequest(t.db, 'k2', rule)));
    expect(await currentCount(t.db, 'k2', rule)).toBe(25);
  });

  it('starts a new window once the old one has passed, and can be cleared', async () => {
    await countRequest(t.db, 'k3', { max: 1, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await countRequest(t.db, 'k3', { max: 1, windowSeconds: 1 })).allowed).toBe(true);
    await clearLimit(t.db, 'k3');
    expect(await currentCount(t.db, 'k3', { max: 1, windowSeconds: 1 })).toBe(0);
  });

  it('purges the counters whose window is long over, ours and Better Auth’s, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 3 * 24 * 3600 * 1000);
    await t.db.insert(requestLimits).values([
      { key: 'sign-in:203.0.113.9', count: 4, windowStartedAt: old },
      { key: 'sign-in:203.0.113.10', count: 1, windowStartedAt: now },
    ]);
    await t.db.insert(rateLimits).values([
      { key: '203.0.113.9/sign-in/email', count: 2, lastRequest: old.getTime() },
      { key: '203.0.113.10/sign-in/email', count: 1, lastRequest: now.getTime() },
    ]);
    expect(await purgeExpiredLimits(t.db, now)).toEqual({ ran: true });
    const ours = await t.db.select({ key: requestLimits.key }).from(requestLimits);
    expect(ours.map((row) => row.key)).toContain('sign-in:203.0.113.10');
    expect(ours.map((row) => row.key)).not.toContain('sign-in:203.0.113.9');
    const theirs = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(theirs.map((row) => row.key)).toEqual(['203.0.113.10/sign-in/email']);
  });
});
