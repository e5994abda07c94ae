import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, me, postJson, signIn, signUp } from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import { verifications } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset', () => {
  it('says when the address is not registered (the specification’s trade-off)', async () => {
    const response = await postJson(t.app, '/api/auth/password-reset', {
      email: 'personne@example.com',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'EMAIL_NOT_REGISTERED', message: "Cette adresse email n'est pas inscrite" },
    });
  });

  it('mails a single-use link to the reset screen; the new password works, the old one and old sessions do not', async () => {
    const { user, cookie } = await signUp(t.app);
    const requested = await postJson(t.app, '/api/auth/password-reset', {
      email: user.email.toUpperCase(),
    });
    expect(requested.status).toBe(200);
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toContain('Réinitialisation de votre mot de passe');
    const link = mail.links.find((candidate) =>
      candidate.startsWith(`${TEST_BASE_URL}/auth/reset-password?token=`),
    );
    expect(link).toBeDefined();
    // Only a hash of the token is kept: the database alone opens no account.
    const stored = await t.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.some((row) => row.identifier.includes(tokenOf(link!)))).toBe(false);
    const hashed = createHash('sha256')
      .update(`reset-password:${tokenOf(link!)}`)
      .digest('base64url');
    expect(stored.some((row) => row.identifier === hashed)).toBe(true);

    const short = await postJson(t.app, '/api/auth/reset-password', {
      token: tokenOf(link!),
      newPassword: '123',
    });
    expect((await short.json()).error.message).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );

    const reset = await postJson(t.app, '/api/auth/reset-password', {
      token: tokenOf(link!),
      newPassword: 'nouveau-secret',
    });
    expect(reset.status).toBe(200);
    expect((await me(t.app, cookie)).status).toBe(401);
    expect((await signIn(t.app, user)).response.status).toBe(401);
    expect((await signIn(t.app, { ...user, password: 'nouveau-secret' })).response.status).toBe(
      200,
    );

    const again = await postJson(t.app, '/api/auth/reset-password', {
      token: tokenOf(link!),
      newPassword: 'encore-autre',
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a made-up token', async () => {
    const response = await postJson(t.app, '/api/auth/reset-password', {
      token: 'invente',
      newPassword: 'secret-123',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Ce lien n’est plus valide. Demandez un nouveau lien de réinitialisation.',
    });
  });

  it('limits reset mails for one address', async () => {
    const { user } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await postJson(t.app, '/api/auth/password-reset', { email: user.email })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('e-mail confirmation', () => {
  it('confirms the address from the mailed link and lands on the e-mail-check screen', async () => {
    const { user, cookie } = await signUp(t.app);
    const link = (await latestMail(t.db, user.email)).links[0]!;
    const response = await t.app.request(link.replace(TEST_BASE_URL, ''));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${TEST_BASE_URL}/auth/email-confirmation?status=verified`,
    );
    expect((await (await me(t.app, cookie)).json()).user.emailVerified).toBe(true);
  });

  it('sends a bad link to the screen that offers a new one', async () => {
    const response = await t.app.request('/api/auth/verify-email?token=faux');
    expect(response.headers.get('location')).toBe(
      `${TEST_BASE_URL}/auth/email-confirmation?status=invalid`,
    );
  });

  it('sends a new confirmation mail to a signed-in, unverified user only', async () => {
    expect((await postJson(t.app, '/api/auth/send-verification-email', {})).status).toBe(401);
    const { user, cookie } = await signUp(t.app);
    const response = await postJson(
      t.app,
      '/api/auth/send-verification-email',
      {},
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    expect((await latestMail(t.db, user.email)).subject).toContain(
      'Confirmez votre adresse e-mail',
    );
  });
});

describe('local mailbox', () => {
  it('lists the outbox as JSON and as pages outside production', async () => {
    const { user } = await signUp(t.app);
    const { items } = await (await t.app.request('/api/dev/mailbox')).json();
    const mail = items.find((item: { to: string }) => item.to === user.email);
    expect(mail.links[0]).toContain('/api/auth/verify-email?token=');
    const list = await t.app.request('/dev/mailbox');
    expect(await list.text()).toContain(user.email);
    const one = await t.app.request(`/dev/mailbox/${mail.id}`);
    expect(await one.text()).toContain('Confirmer mon adresse');
  });

  it('does not exist on a public address, even with NODE_ENV forgotten', async () => {
    const deployed = await createTestApp({
      PUBLIC_BASE_URL: 'https://popote.example.ch',
      AUTH_SECRET: 'x'.repeat(40),
      BILLING_PROVIDER: 'sandbox',
      UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect(deployed.config.isProduction).toBe(true);
      expect((await deployed.app.request('/api/dev/mailbox')).status).toBe(404);
      expect((await deployed.app.request('/dev/mailbox')).status).toBe(404);
      const jobs = await deployed.app.request('/api/dev/jobs/expiry-alerts', {
        method: 'POST',
        headers: { Origin: 'https://popote.example.ch' },
      });
      expect(jobs.status).toBe(404);
    } finally {
      await deployed.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      BILLING_PROVIDER: 'sandbox',
      UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect((await production.app.request('/api/dev/mailbox')).status).toBe(404);
      expect((await production.app.request('/dev/mailbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
