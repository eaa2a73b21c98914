import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment (ARCHITECTURE.md conventions). Every variable is validated here; a wrong
 * value stops start-up with a message naming the variable and what it expects.
 * `.env.example` at the repository root lists every variable with its default.
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ message: `expected ${what}` })
        .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), { message: `expected ${what}` })
        .optional(),
    )
    .optional();

/** Empty counts as unset, like the URLs. */
const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string({ message: `expected ${what}` }).optional())
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'expected development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a whole port number')
    .min(0)
    .max(65535, 'expected a port number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'expected a host name or address').optional(),
  PUBLIC_URL: optionalUrl(['http', 'https'], 'an absolute http(s) URL such as https://azubi-connect.example'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: optionalUrl(
    ['postgres', 'postgresql'],
    'a PostgreSQL URL such as postgres://user:password@host:5432/database',
  ),
  /** A read replica for listing search (issue 21); without it searches read the primary. */
  DATABASE_READ_URL: optionalUrl(
    ['postgres', 'postgresql'],
    'a PostgreSQL URL of a read replica such as postgres://user:password@replica:5432/database',
  ),
  DATA_DIR: z.string().min(1, 'expected a directory path').default('./data'),
  FILES_DIR: z.string().trim().min(1, 'expected a directory path').optional(),
  SEED_DEMO: booleanString.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      if (value === '' || value === 'false') return false as const;
      if (value === 'true') return true as const;
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.every((part) => /^[0-9a-fA-F.:/]+$/.test(part))) return parts;
      ctx.addIssue({
        code: 'custom',
        message: 'expected false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs',
      });
      return z.NEVER;
    }),
  WEB_DIST_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z
    .string()
    .min(32, 'expected a random secret of at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps'], 'an SMTP URL such as smtp://user:password@mail.example:587'),
  MAIL_FROM: z
    .string()
    .min(3, 'expected a sender such as "Azubi Connect <no-reply@example.org>"')
    .default('Azubi Connect <no-reply@azubi-connect.example>'),
  REDIS_URL: optionalUrl(['redis', 'rediss'], 'a Redis URL such as redis://127.0.0.1:6379'),
  API_RATE_LIMIT: z.coerce
    .number({ message: 'expected a number of API requests per minute' })
    .int('expected a whole number of API requests per minute')
    .min(1, 'expected at least 1 API request per minute')
    .default(100),
  // First contacts (new conversations a company opens) per company and day (docs/decisions/README.md "Anonymised first contact").
  FIRST_CONTACTS_PER_DAY_TRIAL: z.coerce
    .number({ message: 'expected a number of first contacts per day' })
    .int('expected a whole number of first contacts per day')
    .min(1, 'expected at least 1 first contact per day')
    .default(20),
  FIRST_CONTACTS_PER_DAY_PLAN: z.coerce
    .number({ message: 'expected a number of first contacts per day' })
    .int('expected a whole number of first contacts per day')
    .min(1, 'expected at least 1 first contact per day')
    .default(50),
  API_READ_RATE_LIMIT: z.coerce
    .number({ message: 'expected a number of safe reads per minute' })
    .int('expected a whole number of safe reads per minute')
    .min(1, 'expected at least 1 safe read per minute')
    .optional(),
  API_READ_BURST: z.coerce
    .number({ message: 'expected a number of safe reads at once' })
    .int('expected a whole number of safe reads at once')
    .min(1, 'expected at least 1 safe read at once')
    .optional(),
  PREVIEW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  // The provider's legal details (Impressum, § 5 DDG). The defaults are demo values: set real ones in production.
  IMPRINT_COMPANY: z.string().trim().min(1, 'expected the provider name').default('Azubi Connect Demo GmbH'),
  IMPRINT_ADDRESS: z
    .string()
    .default('Musterstraße 1; 10115 Berlin; Deutschland')
    .transform((value) =>
      value
        .split(/[;\n]/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((lines) => lines.length > 0, { message: 'expected a postal address, lines separated by ";"' }),
  IMPRINT_REPRESENTATIVE: z
    .string()
    .trim()
    .min(1, 'expected the name of the legal representative')
    .default('Max Mustermann'),
  IMPRINT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('contact@azubi-connect.example'),
  IMPRINT_VAT_ID: z
    .string()
    .trim()
    .default('DE123456789')
    .transform((value) => (value === '' ? null : value)),
  IMPRINT_SMALL_BUSINESS: booleanString.default(true),
  // Payments (features/billing): Stripe with both keys, the local provider (our own confirm page) without,
  // outside production only. BILLING_ENABLED=false switches payments off: plans are listed, checkout answers 503.
  BILLING_ENABLED: booleanString.default(true),
  STRIPE_SECRET_KEY: optionalText('a Stripe secret key (sk_test_… or sk_live_…)'),
  STRIPE_WEBHOOK_SECRET: optionalText('the webhook signing secret (whsec_…)'),
  /** Another Stripe API address (a local stub or stripe-mock); normally unset. */
  STRIPE_API_URL: optionalUrl(['http', 'https'], 'an absolute http(s) URL such as http://127.0.0.1:12111'),
  // E2E only: `PUT /api/dev/clock` moves the server's clock (loopback only; refused in production).
  TEST_CLOCK: booleanString.default(false),
  CAMPAIGN_BATCH_SIZE: z.coerce
    .number({ message: 'expected a number of e-mails' })
    .int('expected a whole number of e-mails')
    .min(1, 'expected at least 1 e-mail')
    .max(1000, 'expected at most 1000 e-mails')
    .default(20),
  CAMPAIGN_BATCH_INTERVAL_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(0, 'expected 0 or more seconds')
    .max(60, 'expected at most 60 seconds')
    .default(5),
  BILLING_SWEEP_MINUTES: z.coerce
    .number({ message: 'expected a number of minutes' })
    .int('expected a whole number of minutes')
    .min(1, 'expected at least 1 minute')
    .default(15),
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(1, 'expected at least 1 millisecond')
    .max(60_000, 'expected at most 60000 milliseconds')
    .default(400),
  // S3-compatible file storage instead of FILES_DIR (storage/s3-storage.ts); S3_BUCKET turns it on.
  S3_BUCKET: optionalText('a bucket name such as azubi-files'),
  S3_ENDPOINT: optionalUrl(['http', 'https'], 'the S3 service address such as https://minio.example:9000'),
  S3_REGION: optionalText('a region such as eu-central-1'),
  S3_ACCESS_KEY_ID: optionalText('an access key id'),
  S3_SECRET_ACCESS_KEY: optionalText('a secret access key'),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  // Translation of messages and listings (features/translation): a LibreTranslate-compatible API or DeepL.
  TRANSLATE_URL: optionalUrl(['http', 'https'], 'a LibreTranslate-compatible address such as http://127.0.0.1:5000'),
  TRANSLATE_API_KEY: optionalText('the LibreTranslate API key'),
  DEEPL_API_KEY: optionalText('a DeepL API key'),
  /**
   * How many app instances run against this database (the operator says so; default 1). More than one
   * needs what instances can share: PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and S3 storage (S3_BUCKET).
   */
  INSTANCES: z.coerce
    .number({ message: 'expected a number of app instances' })
    .int('expected a whole number of app instances')
    .min(1, 'expected at least 1 app instance')
    .default(1),
  // Prometheus metrics (http/metrics.ts): on a port of their own, or at /api/metrics with a bearer token.
  METRICS_PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a whole port number')
    .min(0)
    .max(65535, 'expected a port number between 0 and 65535')
    .optional(),
  METRICS_HOST: z.string().trim().min(1, 'expected a host name or address').optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'expected a random token of at least 32 characters').optional())
    .optional(),
  /**
   * From SIGTERM, how long /api/ready answers 503 while the server still serves, so the load
   * balancer's health check notices before the instance stops accepting (its interval × failures).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(0, 'expected 0 or more seconds')
    .max(120, 'expected at most 120 seconds')
    .default(0),
  // Web Push (features/push, ADR 0032): VAPID keys (npx web-push generate-vapid-keys). Outside production
  // a pair is generated once and kept in the database; in production push needs all three.
  PUSH_ENABLED: booleanString.optional(),
  VAPID_PUBLIC_KEY: optionalText('the VAPID public key (base64url, from npx web-push generate-vapid-keys)'),
  VAPID_PRIVATE_KEY: optionalText('the VAPID private key (base64url)'),
  VAPID_SUBJECT: optionalUrl(
    ['mailto', 'https'],
    'a contact for the push services: mailto:ops@example.org or an https URL',
  ),
  /** How long a SIGTERM waits in all (drain, jobs, requests in flight) before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(1, 'expected at least 1 second')
    .max(300, 'expected at most 300 seconds')
    .default(25),
});

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host.startsWith('127.') || host === '::ffff:127.0.0.1';

/** Used only outside production, where no real account is at stake. */
const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production-0000';

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Said at start-up: settings that work but are risky (main.ts prints them). */
  warnings: string[];
  /** The address people reach the site at; used for canonical links and e-mail links. */
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /**
   * `readUrl`: a streaming replica that listing search reads from (writes stay on `url`);
   * `readStatementTimeoutMs`: the search timeout, set on the search pool's connections.
   */
  database:
    | { kind: 'postgres'; url: string; readUrl?: string; readStatementTimeoutMs?: number }
    | { kind: 'pglite'; dataDir: string | null };
  seedDemo: boolean;
  trustProxy: boolean | number | string[];
  /** Built web app; null disables static serving (API-only tests). */
  webDistDir: string | null;
  /** Hosts whose pages get `noindex` (preview deployments). */
  previewHosts: string[];
  /** The provider's legal details for the imprint (IMPRINT_* variables). */
  imprint: {
    company: string;
    addressLines: string[];
    representative: string;
    email: string;
    vatId: string | null;
    smallBusiness: boolean;
  };
  /** Signs sessions, cookies and tokens. Required in production; a fixed development secret otherwise. */
  authSecret: string;
  /** SMTP server for outgoing mail; without it mail goes to the outbox table (development page /api/dev/mail). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Shared rate-limit counters, realtime fan-out and presence between instances. */
  redisUrl: string | null;
  /** API writes and expensive reads per minute per account, or per address when signed out (spec §9: 100). */
  apiRateLimit: number;
  /** New conversations a company may open per day (Berlin calendar day): during the trial, on a plan. */
  firstContactsPerDay: { trial: number; paid: number };
  /**
   * The token bucket of safe reads (docs/decisions/README.md "Rate limits for reading"): refilled at `perMinute`,
   * holding `burst`. By default three times API_RATE_LIMIT a minute with a burst of 60 % of it (300 and 60).
   */
  apiReads: { perMinute: number; burst: number };
  /**
   * Where uploaded files live on local disk (FILES_DIR, default `<DATA_DIR>/files`, with PGlite and
   * PostgreSQL alike). Tests without FILES_DIR get a directory under the system's temp folder.
   */
  filesDir: string;
  /** Stripe (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET); null: the local provider or billing off (`payments`). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /**
   * `stripe` with STRIPE_* keys; `local` (our own confirm page) without them, outside production only;
   * `off` with BILLING_ENABLED=false: plans are listed, checkout answers 503 PAYMENTS_NOT_CONFIGURED.
   */
  payments: PaymentsMode;
  /** How many app instances the operator runs (INSTANCES); more than one needs shared services. */
  instances: number;
  /** Prometheus metrics: a port of their own (`port`), and/or /api/metrics with `token`; null: off. */
  metrics: { port: number | null; host: string; token: string | null } | null;
  /** From SIGTERM: how long ready answers 503 before the server stops accepting, and the bound on it all. */
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /** E2E: `PUT /api/dev/clock` moves the server's clock (TEST_CLOCK=true, never in production). */
  testClock: boolean;
  /** How often the billing sweep (trial and plan reminders, local renewals, price changes) runs. */
  billingSweepMinutes: number;
  /** E-mail campaigns' rate: a batch of this many mails every `campaignBatchIntervalSeconds`. */
  campaignBatchSize: number;
  campaignBatchIntervalSeconds: number;
  /**
   * How long one statement of a listing or candidate search may run on PostgreSQL before it is
   * cancelled and the search answers 503 "narrow your filters" (db/statement-timeout.ts).
   */
  searchStatementTimeoutMs: number;
  /** An S3-compatible bucket for uploaded files instead of `filesDir` (S3_* variables); null: local disk. */
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string } | null;
    forcePathStyle: boolean;
  } | null;
  /**
   * The translation service (TRANSLATE_URL for a LibreTranslate-compatible API, else DEEPL_API_KEY);
   * null: the translate action is not offered.
   */
  /**
   * Web Push (features/push): off, or on with the VAPID keys from the environment, or (outside
   * production, `vapid` null) with a pair generated once and stored in the database.
   */
  push: { enabled: false } | { enabled: true; vapid: VapidKeys | null; subject: string };
  translation:
    { kind: 'libretranslate'; url: string; apiKey: string | null } | { kind: 'deepl'; apiKey: string } | null;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = z.infer<typeof EnvSchema>;

/** A secret with fewer different characters than this is a word or a pattern, not a random secret. */
const MIN_DISTINCT_SECRET_CHARACTERS = 10;

/**
 * Production refuses to start when a feature it offers would quietly fall back to a development
 * default (ADR 0026): each problem names the variable and what to set. All of them at once, so an
 * operator fixes the environment in one go.
 */
function productionProblems(e: Env, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!e.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: expected a random secret of at least 32 characters in production (e.g. openssl rand -hex 32)',
    );
  } else if (e.AUTH_SECRET === DEVELOPMENT_SECRET) {
    problems.push('AUTH_SECRET: the development secret is public; production needs its own random secret');
  } else if (new Set(e.AUTH_SECRET).size < MIN_DISTINCT_SECRET_CHARACTERS) {
    problems.push(
      `AUTH_SECRET: too weak (fewer than ${MIN_DISTINCT_SECRET_CHARACTERS} different characters); use a random secret (e.g. openssl rand -hex 32)`,
    );
  }
  if (!e.PUBLIC_URL || !e.PUBLIC_URL.startsWith('https://')) {
    problems.push(
      'PUBLIC_URL: expected the https address people reach the site at in production, such as https://azubi-connect.example (cookies are secure only on https)',
    );
  }
  // The app speaks plain HTTP; an https PUBLIC_URL means a TLS proxy in front of it, and the client
  // addresses (rate limits, logs) come from that proxy's X-Forwarded-For only when TRUST_PROXY names it.
  if (env.TRUST_PROXY === undefined || env.TRUST_PROXY.trim() === '') {
    problems.push(
      'TRUST_PROXY: set it in production to the TLS proxy in front of the app (its address or CIDR, or a hop count such as 1), or to false when clients connect directly',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL: expected an SMTP server in production (without it e-mail would only go to the development outbox)',
    );
  }
  if (e.BILLING_ENABLED && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: expected both in production (the local payment provider exists only in development); or set BILLING_ENABLED=false to run without payments',
    );
  }
  if (e.TEST_CLOCK) problems.push('TEST_CLOCK: the test clock exists only outside production; remove it');
  if (e.PUSH_ENABLED === true && !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT))
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: expected all three in production when PUSH_ENABLED=true (npx web-push generate-vapid-keys); or set PUSH_ENABLED=false',
    );
  if (e.INSTANCES > 1) {
    if (!e.DATABASE_URL)
      problems.push(
        `DATABASE_URL: INSTANCES=${e.INSTANCES} need a PostgreSQL server (the embedded database belongs to one process)`,
      );
    if (!e.REDIS_URL)
      problems.push(
        `REDIS_URL: INSTANCES=${e.INSTANCES} need Redis for shared rate limits, presence and realtime fan-out`,
      );
    if (!e.S3_BUCKET)
      problems.push(
        `S3_BUCKET: INSTANCES=${e.INSTANCES} need storage every instance can read (files on one instance's disk are missing on the others)`,
      );
  }
  return problems;
}

export type VapidKeys = { publicKey: string; privateKey: string };

/** How payments run (features/billing/create-payment-provider.ts). */
export type PaymentsMode = 'stripe' | 'local' | 'off';

/** Parses an environment (normally `process.env`) into the typed configuration or throws ConfigError. */
export function parseConfig(
  env: Record<string, string | undefined>,
  defaults: { webDistDir?: string | null } = {},
): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const got = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${redactUrl(got)}")`}`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  const s3Problems: string[] = [];
  if (!e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (e[name]) s3Problems.push(`${name}: set S3_BUCKET too, or remove ${name} (files stay on local disk)`);
    }
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    s3Problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: expected both or neither');
  }
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      'STRIPE_WEBHOOK_SECRET: Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for the local provider)',
    ]);
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    throw new ConfigError(['DATABASE_READ_URL: a read replica needs DATABASE_URL (the primary) as well']);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: expected both or neither']);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const problems = productionProblems(e, env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if (e.SHUTDOWN_DRAIN_SECONDS >= e.SHUTDOWN_TIMEOUT_SECONDS) {
    throw new ConfigError([
      'SHUTDOWN_DRAIN_SECONDS: expected less than SHUTDOWN_TIMEOUT_SECONDS (the drain is part of the shutdown)',
    ]);
  }
  if (!e.BILLING_ENABLED && e.STRIPE_SECRET_KEY) {
    throw new ConfigError([
      'BILLING_ENABLED: billing is switched off (false) but STRIPE_SECRET_KEY is set; remove the Stripe keys or set BILLING_ENABLED=true',
    ]);
  }
  // Development listens on this machine only unless told otherwise; production on every interface.
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const warnings: string[] = [];
  if (!isProduction && !isLoopbackHost(host)) {
    warnings.push(
      `HOST=${host} outside production: this ${e.NODE_ENV} server is reachable from other machines, with demo accounts and a development secret. Use NODE_ENV=production with AUTH_SECRET for a server others reach.`,
    );
  }
  if (isProduction && e.TRUST_PROXY === true) {
    warnings.push(
      'TRUST_PROXY=true trusts X-Forwarded-For from anyone who reaches this port: name the proxy (its address or CIDR) or give a hop count unless only the proxy can reach the app.',
    );
  }
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : null;
  const pushWanted = e.PUSH_ENABLED ?? true;
  // Production without keys: push is off (said at start-up) unless PUSH_ENABLED=true asked for it (refused above).
  const pushOn = pushWanted && (!isProduction || (vapid !== null && Boolean(e.VAPID_SUBJECT)));
  if (isProduction && pushWanted && !pushOn)
    warnings.push(
      'Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send notifications to devices (or PUSH_ENABLED=false to say so).',
    );
  const port = e.PORT;
  // npm runs workspace scripts inside the workspace; a relative path means "from where npm was started".
  const startDir = env.INIT_CWD ?? process.cwd();
  return {
    env: e.NODE_ENV,
    isProduction,
    port,
    host,
    warnings,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_READ_URL ? { readUrl: e.DATABASE_READ_URL } : {}),
          readStatementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
        }
      : // npm runs workspace scripts inside the workspace; a relative path means "from where npm was started".
        { kind: 'pglite', dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ?? defaults.webDistDir ?? null,
    previewHosts: e.PREVIEW_HOSTS,
    authSecret: e.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    apiRateLimit: e.API_RATE_LIMIT,
    firstContactsPerDay: { trial: e.FIRST_CONTACTS_PER_DAY_TRIAL, paid: e.FIRST_CONTACTS_PER_DAY_PLAN },
    apiReads: {
      perMinute: e.API_READ_RATE_LIMIT ?? e.API_RATE_LIMIT * 3,
      burst: e.API_READ_BURST ?? Math.max(1, Math.round(e.API_RATE_LIMIT * 0.6)),
    },
    filesDir: e.FILES_DIR
      ? resolve(startDir, e.FILES_DIR)
      : e.NODE_ENV === 'test'
        ? join(tmpdir(), `azubi-test-files-${process.pid}`)
        : resolve(startDir, e.DATA_DIR, 'files'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : null,
    push: pushOn
      ? { enabled: true, vapid, subject: e.VAPID_SUBJECT ?? `mailto:${e.IMPRINT_EMAIL}` }
      : { enabled: false },
    translation: e.TRANSLATE_URL
      ? { kind: 'libretranslate', url: e.TRANSLATE_URL.replace(/\/+$/, ''), apiKey: e.TRANSLATE_API_KEY ?? null }
      : e.DEEPL_API_KEY
        ? { kind: 'deepl', apiKey: e.DEEPL_API_KEY }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ?? null }
        : null,
    payments: !e.BILLING_ENABLED ? 'off' : e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'local',
    instances: e.INSTANCES,
    metrics:
      e.METRICS_PORT !== undefined || e.METRICS_TOKEN
        ? { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST ?? '127.0.0.1', token: e.METRICS_TOKEN ?? null }
        : null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    testClock: e.TEST_CLOCK,
    billingSweepMinutes: e.BILLING_SWEEP_MINUTES,
    campaignBatchSize: e.CAMPAIGN_BATCH_SIZE,
    campaignBatchIntervalSeconds: e.CAMPAIGN_BATCH_INTERVAL_SECONDS,
    searchStatementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
    imprint: {
      company: e.IMPRINT_COMPANY,
      addressLines: e.IMPRINT_ADDRESS,
      representative: e.IMPRINT_REPRESENTATIVE,
      email: e.IMPRINT_EMAIL,
      vatId: e.IMPRINT_VAT_ID,
      smallBusiness: e.IMPRINT_SMALL_BUSINESS,
    },
  };
}

/** Hides the password of a connection URL so it can appear in messages and logs. */
export function redactUrl(value: string): string {
  return value.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

/** Reads `process.env` (after loading `.env` if present). Only entry points call this. */
export function loadConfig(defaults: { webDistDir?: string | null } = {}): Config {
  try {
    process.loadEnvFile?.('.env');
  } catch {
    // No .env file: the environment alone configures the app.
  }
  return parseConfig(process.env, defaults);
}
