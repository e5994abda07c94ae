import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { rateLimits, sessions } from '../../db/schema';
import { verifiedToken } from './session';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const stats = (cookie: string) => t.app.request('/api/stats', { headers: { Cookie: cookie } });
const sessionOf = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

describe('the session on every request', () => {
  it('reads a cookie Better Auth signed without asking Better Auth', async () => {
    const a = await subscribedUser(t.app, t.db);
    const slowPath = vi.spyOn(t.services.auth.api, 'getSession');
    const response = await stats(a.cookie);
    expect(response.status).toBe(200);
    expect(slowPath).not.toHaveBeenCalled();
  });

  it('refuses a cookie whose signature was tampered with, or whose session is gone', async () => {
    const a = await subscribedUser(t.app, t.db);
    const [name, value] = a.cookie.split('; ')[0]!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await stats(forged)).status).toBe(401);
    expect(verifiedToken(`${token}.${'A'.repeat(43)}=`, 'another-secret')).toBeNull();

    await t.db.delete(sessions).where(eq(sessions.userId, a.id));
    const gone = await stats(a.cookie);
    expect(gone.status).toBe(401);
    expect((await gone.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('leaves an expired session, and one due for its daily refresh, to Better Auth', async () => {
    const a = await subscribedUser(t.app, t.db);
    // Used 25 hours after it was made or last extended: the refresh is due.
    const due = new Date(Date.now() + 30 * DAY - 25 * 3_600_000);
    await t.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, a.id));
    const slowPath = vi.spyOn(t.services.auth.api, 'getSession');
    expect((await stats(a.cookie)).status).toBe(200);
    expect(slowPath).toHaveBeenCalledOnce();
    // Better Auth extended it: 30 days from now again.
    expect((await sessionOf(a.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, a.id));
    expect((await stats(a.cookie)).status).toBe(401);
  });
});
