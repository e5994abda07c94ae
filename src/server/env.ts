// The only module that reads process.env: every setting, validated, with a safe local default.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const port = z.coerce.number().int().min(1).max(65_535);

/** The most proxies Popote may stand behind: a number past it is a typo, not a deployment. */
export const MAX_TRUSTED_PROXIES = 10;

/**
 * How many proxies of ours stand in front of Popote, each appending to X-Forwarded-For:
 * false/no/0 → none (the socket's address), true/yes → one, N → N.
 */
const trustedHops = z.string().transform((value, ctx) => {
  const word = value.trim().toLowerCase();
  if (word === 'false' || word === 'no') return 0;
  if (word === 'true' || word === 'yes') return 1;
  if (/^\d{1,2}$/.test(word) && Number(word) <= MAX_TRUSTED_PROXIES) return Number(word);
  ctx.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be false, true (one proxy) or the number of proxies in front of Popote, 0 to ${MAX_TRUSTED_PROXIES} — TRUST_PROXY doit valoir false, true (un proxy) ou le nombre de proxys devant Popote`,
  });
  return z.NEVER;
});

/** A host only this machine reaches: localhost (and *.localhost), 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * A deployment others reach behaves as production whatever NODE_ENV says: a public (not
 * loopback) PUBLIC_BASE_URL is enough. Forgetting NODE_ENV must never open the local mailbox or
 * the jobs' trigger to the world.
 */
function isPublicDeployment(raw: { NODE_ENV?: string; PUBLIC_BASE_URL?: string | undefined }) {
  if (raw.NODE_ENV === 'production') return true;
  return (
    raw.PUBLIC_BASE_URL !== undefined && !isLoopbackHost(new URL(raw.PUBLIC_BASE_URL).hostname)
  );
}

/** A host `RECIPE_IMPORT_ALLOWED_HOSTS` lets the recipe importer reach; any port when none. */
export interface AllowedHost {
  /** As a URL's hostname writes it: lower case, IPv6 without brackets, compressed. */
  host: string;
  port?: number;
}

/**
 * `RECIPE_IMPORT_ALLOWED_HOSTS`: comma-separated host names or addresses, each optionally with a
 * port (`recettes.intranet`, `127.0.0.1:8080`, `[::1]:8080`, `::1`). Null when an entry is
 * malformed.
 */
export function parseAllowedHosts(value: string): AllowedHost[] | null {
  const hosts: AllowedHost[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(entry);
    const plain = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry);
    const [host, port] = bracketed
      ? [`[${bracketed[1]}]`, bracketed[2]]
      : isIP(entry) === 6
        ? [`[${entry}]`, undefined]
        : plain
          ? [plain[1]!, plain[2]]
          : [];
    if (!host) return null;
    let hostname: string;
    try {
      hostname = new URL(`http://${host}/`).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return null;
    }
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
    hosts.push(port === undefined ? { host: hostname } : { host: hostname, port: Number(port) });
  }
  return hosts;
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    EMBEDDED_DB_PORT: port
      .refine((value) => value !== 5432, {
        message: 'EMBEDDED_DB_PORT must not be 5432, which a PostgreSQL of your own may hold',
      })
      .default(54329),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    LOG_PRETTY: booleanish.optional(),
    SERVE_CLIENT: booleanish.default(true),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must hold at least 32 characters').optional(),
    TRUST_PROXY: trustedHops.default(0),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Popote <bonjour@popote.localhost>'),
    COMPLIMENTARY_EMAILS: z.string().default(''),
    BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    /** A demo deployment's explicit, loud opt-in: the sandbox in production gives premium free. */
    UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: booleanish.default(false),
    STRIPE_SECRET_KEY: z
      .string()
      .startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .startsWith('price_', 'STRIPE_PRICE_ID must start with price_')
      .optional(),
    /** Another Stripe API address (stripe-mock, the tests' fake Stripe); Stripe's own by default. */
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http(s) URL' })
      .optional(),
    LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL' })
      .optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4-turbo-preview'),
    RECIPE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Hosts the recipe importer may reach even on a private or loopback address (tests, intranets). */
    RECIPE_IMPORT_ALLOWED_HOSTS: z
      .string()
      .refine((value) => parseAllowedHosts(value) !== null, {
        message:
          'RECIPE_IMPORT_ALLOWED_HOSTS must list host names or addresses separated by commas, each optionally with a port (recettes.intranet, 127.0.0.1:8080, [::1]:8080) — RECIPE_IMPORT_ALLOWED_HOSTS doit lister des noms d’hôtes ou des adresses séparés par des virgules',
      })
      .default(''),
    /** A deployment's explicit, loud opt-in: the allowed hosts above also hold in production. */
    UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION: booleanish.default(false),
    ASSISTANT_DAILY_LIMIT: z.coerce.number().int().min(1).default(50),
    EXPIRY_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
    EXPIRY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  })
  .refine((raw) => !isPublicDeployment(raw) || raw.BILLING_PROVIDER || raw.STRIPE_SECRET_KEY, {
    message:
      'In production (NODE_ENV=production or a public PUBLIC_BASE_URL), choose the payment provider: set the Stripe keys (BILLING_PROVIDER=stripe) — en production, choisissez le fournisseur de paiement : renseignez les clés Stripe',
    path: ['BILLING_PROVIDER'],
  })
  .refine(
    (raw) =>
      !isPublicDeployment(raw) ||
      raw.BILLING_PROVIDER !== 'sandbox' ||
      raw.UNSAFE_SANDBOX_BILLING_IN_PRODUCTION,
    {
      message:
        'The sandbox payment provider gives premium away for free: it is refused in production (a demo deployment may opt in with UNSAFE_SANDBOX_BILLING_IN_PRODUCTION=true) — le fournisseur de paiement « sandbox » offre le premium gratuitement : il est refusé en production',
      path: ['BILLING_PROVIDER'],
    },
  )
  .refine(
    (raw) =>
      !raw.STRIPE_API_URL ||
      raw.STRIPE_API_URL.startsWith('https://') ||
      isLoopbackHost(new URL(raw.STRIPE_API_URL).hostname),
    {
      message:
        'STRIPE_API_URL must use https unless it is on this machine — STRIPE_API_URL doit être en https hors de cette machine',
      path: ['STRIPE_API_URL'],
    },
  )
  .refine((raw) => !isPublicDeployment(raw) || raw.SMTP_URL, {
    message:
      'In production, mails need a real transport: set SMTP_URL (smtp:// or smtps://), or no password reset, invitation or verification reaches anyone — en production, renseignez SMTP_URL : sans lui, aucun e-mail ne part',
    path: ['SMTP_URL'],
  })
  .refine(
    (raw) =>
      (raw.BILLING_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox')) === 'sandbox' ||
      (raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET && raw.STRIPE_PRICE_ID),
    {
      message:
        'The stripe provider needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID',
      path: ['STRIPE_SECRET_KEY'],
    },
  )
  .refine((raw) => !isPublicDeployment(raw) || raw.AUTH_SECRET, {
    message:
      'AUTH_SECRET is required in production, NODE_ENV=production or a public PUBLIC_BASE_URL (generate one: openssl rand -base64 48) — AUTH_SECRET est obligatoire en production',
    path: ['AUTH_SECRET'],
  })
  .transform((raw) => ({
    nodeEnv: raw.NODE_ENV,
    /** NODE_ENV=production, or a public PUBLIC_BASE_URL (see isPublicDeployment). */
    isProduction: isPublicDeployment(raw),
    /**
     * The local mailbox and the jobs' trigger (/dev/…): outside production, and only when
     * Popote listens on a loopback address. No setting brings them back on a public one.
     */
    devRoutes: !isPublicDeployment(raw) && isLoopbackHost(raw.HOST),
    host: raw.HOST,
    port: raw.PORT,
    publicBaseUrl: (raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    embeddedDbPort: raw.EMBEDDED_DB_PORT,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    logPretty: raw.LOG_PRETTY ?? !isPublicDeployment(raw),
    serveClient: raw.SERVE_CLIENT,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    /** Signs sessions and tokens; outside production a generated one is kept in DATA_DIR. */
    authSecret: raw.AUTH_SECRET,
    /**
     * Proxies of ours in front of Popote (0: none): the client address is the one the
     * outermost of them saw (see platform/client-ip.ts).
     */
    trustProxy: raw.TRUST_PROXY,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    complimentaryEmails: raw.COMPLIMENTARY_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    billing: {
      provider: raw.BILLING_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      /** The sandbox on a production deployment (opted in): said loudly at start. */
      unsafeSandboxInProduction: isPublicDeployment(raw) && raw.BILLING_PROVIDER === 'sandbox',
      stripeSecretKey: raw.STRIPE_SECRET_KEY,
      stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET,
      stripePriceId: raw.STRIPE_PRICE_ID,
      stripeApiUrl: raw.STRIPE_API_URL,
    } as const,
    // The catalogue engine answers unless a language model is configured.
    llm:
      raw.LLM_BASE_URL || raw.LLM_API_KEY
        ? {
            baseUrl: raw.LLM_BASE_URL ?? 'https://api.openai.com/v1',
            apiKey: raw.LLM_API_KEY,
            model: raw.LLM_MODEL,
          }
        : null,
    recipeRateLimitPerMinute: raw.RECIPE_RATE_LIMIT_PER_MINUTE,
    recipeImport: recipeImportSettings(raw),
    /** Messages to the language-model assistant per user and day. */
    assistantDailyLimit: raw.ASSISTANT_DAILY_LIMIT,
    /** The daily expiry alerts: how often each process checks, and from which Zurich hour. */
    expiryAlerts: {
      checkIntervalMs: raw.EXPIRY_CHECK_INTERVAL_MS,
      fromHour: raw.EXPIRY_DIGEST_HOUR,
    },
  }));

/**
 * The recipe importer's allowed hosts: ignored in production (they open private addresses to
 * every subscriber's links) unless UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION=true.
 */
function recipeImportSettings(raw: {
  NODE_ENV?: string;
  PUBLIC_BASE_URL?: string | undefined;
  RECIPE_IMPORT_ALLOWED_HOSTS: string;
  UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION: boolean;
}) {
  const listed = parseAllowedHosts(raw.RECIPE_IMPORT_ALLOWED_HOSTS) ?? [];
  const production = isPublicDeployment(raw);
  const honoured = !production || raw.UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION;
  return {
    /** Let through even when they resolve to private or loopback addresses. */
    allowedHosts: honoured ? listed : [],
    /** Listed but ignored: production without the opt-in (said at start). */
    ignoredAllowedHosts: honoured ? [] : listed,
    /** Honoured on a production deployment (opted in): said loudly at start. */
    unsafeAllowedHostsInProduction: production && honoured && listed.length > 0,
  };
}

export type Config = z.output<typeof schema>;
export type RawEnv = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses settings; empty strings count as unset so `.env` files can leave a value blank. */
export function parseEnv(source: RawEnv): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(settings)'}: ${issue.message}`,
    );
    throw new ConfigError(
      `Réglages invalides — Invalid settings (see .env.example, README « Settings »):\n${lines.join('\n')}`,
    );
  }
  return result.data;
}

export function readEnv(): Config {
  return parseEnv(process.env);
}

/** Node's own options given in the environment (not a Popote setting: see index.ts). */
export function nodeOptionsFromEnv(): string {
  return process.env.NODE_OPTIONS ?? '';
}
