import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives every setting a safe local default', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicBaseUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      embeddedDbPort: 54329,
      serveClient: true,
    });
  });

  it('derives the public URL from PORT unless PUBLIC_BASE_URL is given, without a trailing slash', () => {
    expect(parseEnv({ PORT: '4000' }).publicBaseUrl).toBe('http://localhost:4000');
    const deployed = {
      AUTH_SECRET: 'x'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
      SMTP_URL: 'smtp://mail.popote.ch',
    };
    expect(parseEnv({ PUBLIC_BASE_URL: 'https://popote.ch/', ...deployed }).publicBaseUrl).toBe(
      'https://popote.ch',
    );
  });

  it('treats blank values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' }).port).toBe(3000);
  });

  it('refuses 5432 for the embedded database, which a PostgreSQL of the user may hold', () => {
    expect(() => parseEnv({ EMBEDDED_DB_PORT: '5432' })).toThrow(ConfigError);
  });

  it('names every invalid setting in one message', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('is quiet in tests and pretty only outside production', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(
      parseEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        BILLING_PROVIDER: 'sandbox',
        UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
        SMTP_URL: 'smtp://mail.example.com',
      }).logPretty,
    ).toBe(false);
    expect(parseEnv({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});

describe('parseEnv — TRUST_PROXY', () => {
  it('counts the proxies in front of Popote: none by default, true meaning one', () => {
    expect(parseEnv({}).trustProxy).toBe(0);
    for (const none of ['false', 'no', '0', 'FALSE'])
      expect(parseEnv({ TRUST_PROXY: none }).trustProxy).toBe(0);
    for (const one of ['true', 'yes', '1', ' True '])
      expect(parseEnv({ TRUST_PROXY: one }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses to start on anything else, saying so in French and English', () => {
    for (const wrong of ['maybe', '-1', '1.5', '11', '10.0.0.1'])
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY: TRUST_PROXY must be false, true \(one proxy\) or the number of proxies[\s\S]*TRUST_PROXY doit valoir/,
      );
  });
});

describe('parseEnv — daily expiry alerts', () => {
  it('checks every 15 minutes and sends from 7 o’clock (Zurich) by default', () => {
    expect(parseEnv({}).expiryAlerts).toEqual({ checkIntervalMs: 900_000, fromHour: 7 });
    expect(
      parseEnv({ EXPIRY_CHECK_INTERVAL_MS: '60000', EXPIRY_DIGEST_HOUR: '0' }).expiryAlerts,
    ).toEqual({ checkIntervalMs: 60_000, fromHour: 0 });
  });

  it('refuses an hour that is not one, and a check interval under a second', () => {
    expect(() => parseEnv({ EXPIRY_DIGEST_HOUR: '24' })).toThrow(/EXPIRY_DIGEST_HOUR/);
    expect(() => parseEnv({ EXPIRY_CHECK_INTERVAL_MS: '10' })).toThrow(/EXPIRY_CHECK_INTERVAL_MS/);
  });
});

describe('parseEnv — accounts and mail', () => {
  it('reads complimentary addresses case-insensitively, and hard-codes none', () => {
    expect(parseEnv({}).complimentaryEmails).toEqual([]);
    expect(
      parseEnv({ COMPLIMENTARY_EMAILS: ' Chef@Popote.ch, ,ami@example.com' }).complimentaryEmails,
    ).toEqual(['chef@popote.ch', 'ami@example.com']);
  });

  it('requires a strong AUTH_SECRET in production only', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({}).authSecret).toBeUndefined();
  });

  it('uses the local outbox unless SMTP_URL is set', () => {
    expect(parseEnv({}).smtpUrl).toBeUndefined();
    expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).smtpUrl).toMatch(
      /^smtp:/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});

describe('parseEnv — a deployment others reach', () => {
  const ready = {
    AUTH_SECRET: 'x'.repeat(32),
    BILLING_PROVIDER: 'stripe' as const,
    SMTP_URL: 'smtps://popote:secret@mail.example.ch:465',
  };
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_ID: 'price_1',
  };

  it('behaves as production on a public address even when NODE_ENV is forgotten', () => {
    // No AUTH_SECRET, no provider, no mail: it refuses to start and names each, in both languages.
    const refusal = () => parseEnv({ PUBLIC_BASE_URL: 'https://popote.example.ch' });
    expect(refusal).toThrow(/Réglages invalides — Invalid settings/);
    for (const setting of ['BILLING_PROVIDER', 'SMTP_URL', 'AUTH_SECRET'])
      expect(refusal).toThrow(new RegExp(`${setting}: [^\n]* — [^\n]*production`));
    const config = parseEnv({ PUBLIC_BASE_URL: 'https://popote.example.ch', ...ready, ...stripe });
    expect(config.isProduction).toBe(true);
    expect(config.devRoutes).toBe(false);
    expect(config.logPretty).toBe(false);
  });

  it('serves the local mailbox and the jobs only on a loopback address outside production', () => {
    expect(parseEnv({}).devRoutes).toBe(true);
    expect(parseEnv({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000' }).devRoutes).toBe(true);
    expect(parseEnv({ PUBLIC_BASE_URL: 'http://popote.localhost:3000' }).devRoutes).toBe(true);
    expect(parseEnv({ PUBLIC_BASE_URL: 'http://[::1]:3000' }).devRoutes).toBe(true);
    // Listening on every interface reaches the network: no dev route, whatever the URL says.
    expect(parseEnv({ HOST: '0.0.0.0' }).devRoutes).toBe(false);
    expect(parseEnv({ HOST: '0.0.0.0' }).isProduction).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', ...ready, ...stripe }).devRoutes).toBe(false);
    expect(
      parseEnv({ PUBLIC_BASE_URL: 'http://192.168.1.20:3000', ...ready, ...stripe }).devRoutes,
    ).toBe(false);
  });
});

describe('parseEnv — billing', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_ID: 'price_1',
  };

  it('uses the sandbox by default, and Stripe once its key is set', () => {
    expect(parseEnv({}).billing.provider).toBe('sandbox');
    expect(parseEnv(stripe).billing.provider).toBe('stripe');
    expect(parseEnv({ ...stripe, BILLING_PROVIDER: 'sandbox' }).billing.provider).toBe('sandbox');
  });

  it('refuses to start in production until the provider is chosen explicitly', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(() => parseEnv(production)).toThrow(/BILLING_PROVIDER/);
    expect(parseEnv({ ...production, ...stripe }).billing.provider).toBe('stripe');
  });

  it('refuses the sandbox in production, naming it, unless a demo opts in loudly', () => {
    const production = {
      PUBLIC_BASE_URL: 'https://popote.example.ch',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com',
      BILLING_PROVIDER: 'sandbox',
    };
    expect(() => parseEnv(production)).toThrow(/sandbox.*refused in production/);
    const demo = parseEnv({ ...production, UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true' });
    expect(demo.billing).toMatchObject({ provider: 'sandbox', unsafeSandboxInProduction: true });
    expect(parseEnv({ BILLING_PROVIDER: 'sandbox' }).billing.unsafeSandboxInProduction).toBe(false);
  });

  it('needs every Stripe setting for the stripe provider', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('reads RECIPE_IMPORT_ALLOWED_HOSTS: names or addresses, each with a port or not', () => {
    expect(parseEnv({}).recipeImport).toEqual({
      allowedHosts: [],
      ignoredAllowedHosts: [],
      unsafeAllowedHostsInProduction: false,
    });
    const { recipeImport } = parseEnv({
      RECIPE_IMPORT_ALLOWED_HOSTS: ' Recettes.Intranet , 127.0.0.1:8080,[::1]:9000,::1,10.0.0.7 ',
    });
    expect(recipeImport.allowedHosts).toEqual([
      { host: 'recettes.intranet' },
      { host: '127.0.0.1', port: 8080 },
      { host: '::1', port: 9000 },
      { host: '::1' },
      { host: '10.0.0.7' },
    ]);
    for (const bad of ['http://recettes.intranet', 'a b', 'host:99999', 'host:port', '[::1'])
      expect(() => parseEnv({ RECIPE_IMPORT_ALLOWED_HOSTS: bad }), bad).toThrow(
        /RECIPE_IMPORT_ALLOWED_HOSTS/,
      );
  });

  it('ignores RECIPE_IMPORT_ALLOWED_HOSTS in production unless a loudly named setting confirms it', () => {
    const production = {
      PUBLIC_BASE_URL: 'https://popote.example.ch',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com',
      BILLING_PROVIDER: 'sandbox',
      UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
      RECIPE_IMPORT_ALLOWED_HOSTS: 'recettes.intranet',
    };
    expect(parseEnv(production).recipeImport).toEqual({
      allowedHosts: [],
      ignoredAllowedHosts: [{ host: 'recettes.intranet' }],
      unsafeAllowedHostsInProduction: false,
    });
    expect(
      parseEnv({ ...production, UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION: 'true' })
        .recipeImport,
    ).toEqual({
      allowedHosts: [{ host: 'recettes.intranet' }],
      ignoredAllowedHosts: [],
      unsafeAllowedHostsInProduction: true,
    });
  });
});
