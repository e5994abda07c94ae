import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  latestMail,
  me,
  newUser,
  postJson,
  signIn,
  signUp,
} from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import { householdMembers, households, profiles, sessions, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account, its profile and personal household, signs in and mails a confirmation', async () => {
    const user = newUser({
      email: 'Lea.Martin@Example.com',
      firstName: ' Léa ',
      lastName: 'Martin',
    });
    const response = await postJson(t.app, '/api/auth/sign-up/email', user);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/popote\.session_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'lea.martin@example.com'));
    expect(row).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      avatarUrl: null,
      emailVerified: false,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile).toMatchObject({
      email: 'lea.martin@example.com',
      firstName: 'Léa',
      lastName: 'Martin',
    });
    const [home] = await t.db.select().from(households).where(eq(households.ownerId, row!.id));
    const [membership] = await t.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, row!.id));
    expect(membership).toMatchObject({ householdId: home!.id, role: 'owner' });

    const mail = await latestMail(t.db, 'lea.martin@example.com');
    expect(mail.subject).toContain('Confirmez votre adresse e-mail');
    expect(mail.links[0]).toMatch(`${TEST_BASE_URL}/api/auth/verify-email?token=`);

    const answer = await me(t.app, cookieFrom(response));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      user: {
        email: 'lea.martin@example.com',
        firstName: 'Léa',
        lastName: 'Martin',
        emailVerified: false,
        avatarUrl: null,
      },
      hasProfile: true,
      hasPreferences: false,
      subscription: {
        status: null,
        active: false,
        complimentary: false,
        sharedBy: null,
        periodEnd: null,
        cancelAtPeriodEnd: false,
      },
      destination: '/questionnaire',
    });
  });

  it('refuses an address already registered, whatever its case', async () => {
    const { user } = await signUp(t.app);
    const response = await postJson(t.app, '/api/auth/sign-up/email', {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Cette adresse email est déjà utilisée' },
    });
  });

  it('refuses a short password with the specification’s message', async () => {
    const response = await postJson(
      t.app,
      '/api/auth/sign-up/email',
      newUser({ password: '12345' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('names each missing field in French and creates nothing', async () => {
    const response = await postJson(t.app, '/api/auth/sign-up/email', {
      email: 'x@example.com',
      password: 'secret1',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toEqual([
      { path: 'firstName', message: 'Le prénom est requis' },
      { path: 'lastName', message: 'Le nom est requis' },
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });

  it('ignores fields a visitor may not set (verified flag, avatar)', async () => {
    const user = newUser();
    await postJson(t.app, '/api/auth/sign-up/email', {
      ...user,
      emailVerified: true,
      avatarUrl: 'https://evil.example/x.png',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ emailVerified: false, avatarUrl: null });
  });
});

describe('sign-in and sign-out', () => {
  it('refuses a wrong password with « Email ou mot de passe incorrect »', async () => {
    const { user } = await signUp(t.app);
    const { response } = await signIn(t.app, { ...user, password: 'pas-le-bon' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' },
    });
    const unknown = await signIn(t.app, { email: 'inconnu@example.com', password: 'whatever' });
    expect((await unknown.response.json()).error.message).toBe('Email ou mot de passe incorrect');
  });

  it('signs in with the right password', async () => {
    const { user } = await signUp(t.app);
    const { response, cookie } = await signIn(t.app, { ...user, email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect((await me(t.app, cookie)).status).toBe(200);
  });

  it('answers /api/me without a session with 401 and the session-expired message', async () => {
    const response = await t.app.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Session expirée. Veuillez vous reconnecter.' },
    });
  });

  it('signs out of every session of the user (global sign-out)', async () => {
    const { user, cookie: first } = await signUp(t.app);
    const { cookie: second } = await signIn(t.app, user);
    const response = await postJson(t.app, '/api/auth/sign-out', {}, { Cookie: first });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/popote\.session_token=;/);
    expect((await me(t.app, first)).status).toBe(401);
    expect((await me(t.app, second)).status).toBe(401);
  });

  it('treats a session deleted on the server as expired', async () => {
    const { user, cookie } = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    await t.db.delete(sessions).where(eq(sessions.userId, row!.id));
    expect((await me(t.app, cookie)).status).toBe(401);
  });
});

describe('abuse resistance', () => {
  it('refuses rapid wrong sign-ins on one account before the 30th, whatever the address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { user } = await signUp(proxied.app);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const response = await postJson(
          proxied.app,
          '/api/auth/sign-in/email',
          { email: user.email, password: `faux-${i}` },
          { 'X-Forwarded-For': `203.0.113.${i + 1}` },
        );
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          expect((await response.json()).error.message).toBe(
            'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
          );
        }
      }
      expect(statuses.indexOf(429)).toBeGreaterThan(-1);
      expect(statuses.indexOf(429)).toBeLessThan(29);
      // Even the right password waits until the window has passed.
      expect((await signIn(proxied.app, user)).response.status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('limits sign-in attempts from one address across accounts', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const response = await postJson(
          proxied.app,
          '/api/auth/sign-in/email',
          { email: `compte${i}@example.com`, password: 'whatever' },
          { 'X-Forwarded-For': '198.51.100.7' },
        );
        statuses.push(response.status);
      }
      expect(statuses).toContain(429);
    } finally {
      await proxied.close();
    }
  });

  it('limits sign-ins per address behind a proxy even when the client varies the left of X-Forwarded-For', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      // The proxy appends the address it saw; what is left of it is the client's own writing.
      const firstRefusal = async (forwardedFor: (i: number) => string, accounts: string) => {
        for (let i = 0; i < 60; i += 1) {
          const response = await postJson(
            proxied.app,
            '/api/auth/sign-in/email',
            { email: `${accounts}${i}@example.com`, password: 'whatever' },
            { 'X-Forwarded-For': forwardedFor(i) },
          );
          if (response.status === 429) return i + 1;
        }
        return null;
      };
      const constant = await firstRefusal(() => '198.51.100.8', 'constant');
      const forged = await firstRefusal((i) => `10.${i}.0.1, 198.51.100.9`, 'forged');
      expect(constant).toBe(11);
      expect(forged).toBe(constant);
    } finally {
      await proxied.close();
    }
  });

  it('records in the session the address the proxy saw, not one the client wrote', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const { user } = await signUp(proxied.app);
      const response = await postJson(
        proxied.app,
        '/api/auth/sign-in/email',
        { email: user.email, password: user.password },
        { 'X-Forwarded-For': '10.1.2.3, 203.0.113.44', 'X-Popote-Client-Ip': '10.4.5.6' },
      );
      expect(response.status).toBe(200);
      const [row] = await proxied.db.select().from(users).where(eq(users.email, user.email));
      const addresses = await proxied.db
        .select({ ipAddress: sessions.ipAddress })
        .from(sessions)
        .where(eq(sessions.userId, row!.id));
      expect(addresses.map((session) => session.ipAddress)).toContain('203.0.113.44');
      expect(addresses.map((session) => session.ipAddress)).not.toContain('10.1.2.3');
      expect(addresses.map((session) => session.ipAddress)).not.toContain('10.4.5.6');
    } finally {
      await proxied.close();
    }
  });

  it('refuses a state-changing request sent from another site', async () => {
    const response = await postJson(
      t.app,
      '/api/auth/sign-in/email',
      { email: 'a@b.ch', password: 'x' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN');
  });

  it('exposes only the auth endpoints Popote uses', async () => {
    for (const path of [
      '/api/auth/delete-user',
      '/api/auth/request-password-reset',
      '/api/auth/sign-in/social',
      '/api/auth/update-user',
      '/api/auth/change-password',
    ]) {
      const response = await postJson(t.app, path, {});
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the session hint (a cookie the signed-out pages read to skip GET /api/me)', () => {
  const hintOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('popote.session_hint='));

  it('is set with the session, readable by the page, and cleared with it', async () => {
    const user = newUser();
    const signedUp = await postJson(t.app, '/api/auth/sign-up/email', user);
    const hint = hintOf(signedUp);
    expect(hint).toMatch(/^popote\.session_hint=1;/);
    expect(hint).toMatch(/Max-Age=2592000/);
    expect(hint).toMatch(/Path=\//);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/i);

    const { response: signedIn, cookie } = await signIn(t.app, user);
    expect(hintOf(signedIn)).toMatch(/^popote\.session_hint=1;/);
    expect(cookie).toContain('popote.session_hint=1');
    // Present already: GET /api/me leaves it alone.
    expect(hintOf(await me(t.app, cookie))).toBeUndefined();

    const signedOut = await postJson(t.app, '/api/auth/sign-out', {}, { Cookie: cookie });
    expect(hintOf(signedOut)).toMatch(/^popote\.session_hint=;.*Max-Age=0/);
  });

  it('is added by GET /api/me to a session that has none, and cleared by a 401', async () => {
    const { cookie } = await signUp(t.app);
    const session = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('popote.session_hint='))
      .join('; ');
    expect(hintOf(await me(t.app, session))).toMatch(/^popote\.session_hint=1;.*Max-Age=2592000/);

    // Nobody signed in and no hint: the 401 sets nothing.
    expect(hintOf(await t.app.request('/api/me'))).toBeUndefined();
    // A hint left behind (the session ended elsewhere): the 401 clears it.
    const stale = await t.app.request('/api/stats', {
      headers: { Cookie: 'popote.session_hint=1' },
    });
    expect(stale.status).toBe(401);
    expect(hintOf(stale)).toMatch(/^popote\.session_hint=;.*Max-Age=0/);
  });
});
