import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, redactUrl } from './config';

/** A production environment that starts: each test below takes one thing away or changes it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: '3f9c1a7e5b2d8046c1e9a3f7b5d20486e1c9a7f3',
  PUBLIC_URL: 'https://azubi-connect.example',
  TRUST_PROXY: '10.0.0.0/8',
  SMTP_URL: 'smtp://mail.internal:587',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  VAPID_PUBLIC_KEY: 'BPublicKeyOfTheServerForWebPush',
  VAPID_PRIVATE_KEY: 'privateKeyOfTheServer',
  VAPID_SUBJECT: 'mailto:ops@azubi-connect.example',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database in ./data, demo data outside production', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.warnings).toEqual([]);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: resolve(process.cwd(), 'data') });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
  });

  it('resolves a relative data directory from where npm was started, not from the workspace', () => {
    expect(parseConfig({ INIT_CWD: '/srv/azubi', DATA_DIR: './data' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/azubi/data',
    });
    expect(parseConfig({ DATA_DIR: '/var/lib/azubi' }).database).toEqual({ kind: 'pglite', dataDir: '/var/lib/azubi' });
  });

  it('requires AUTH_SECRET in production and names it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toMatch(
      /^AUTH_SECRET: expected a random secret of at least 32 characters/,
    );
    expect(problemsOf({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET: expected a random secret/);
    expect(parseConfig({ ...PRODUCTION, AUTH_SECRET: 'a1b2c3d4e5'.repeat(4) }).authSecret).toBe('a1b2c3d4e5'.repeat(4));
  });

  it('refuses the public development secret in production', () => {
    const developmentSecret = parseConfig({}).authSecret;
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: developmentSecret })[0]).toBe(
      'AUTH_SECRET: the development secret is public; production needs its own random secret',
    );
  });

  it('listens on this machine only outside production, and warns when told to listen wider', () => {
    expect(parseConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(parseConfig({ ...PRODUCTION, HOST: '0.0.0.0' }).warnings).toEqual([]);
    expect(parseConfig({ HOST: 'localhost' }).warnings).toEqual([]);
    const [warning] = parseConfig({ HOST: '0.0.0.0' }).warnings;
    expect(warning).toMatch(
      /^HOST=0\.0\.0\.0 outside production: this development server is reachable from other machines/,
    );
  });

  it('switches to a PostgreSQL server with DATABASE_URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/azubi' });
    // Searches get a pool of their own whose connections end a statement after the search timeout.
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app:secret@db.internal:5432/azubi',
      readStatementTimeoutMs: 400,
    });
    const shorter = parseConfig({ DATABASE_URL: 'postgres://db/azubi', SEARCH_STATEMENT_TIMEOUT_MS: '250' });
    expect(shorter.database).toMatchObject({ readStatementTimeoutMs: 250 });
  });

  it('reads listing search from a replica with DATABASE_READ_URL, which needs DATABASE_URL', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://app@primary:5432/azubi',
      DATABASE_READ_URL: 'postgres://app@replica:5432/azubi',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@primary:5432/azubi',
      readUrl: 'postgres://app@replica:5432/azubi',
      readStatementTimeoutMs: 400,
    });
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://app@replica:5432/azubi' })).toEqual([
      'DATABASE_READ_URL: a read replica needs DATABASE_URL (the primary) as well',
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgres://a@b/c', DATABASE_READ_URL: 'http://x' })[0]).toMatch(
      /^DATABASE_READ_URL: expected a PostgreSQL URL/,
    );
  });

  it('does not load demo data in production unless asked', () => {
    expect(parseConfig(PRODUCTION).seedDemo).toBe(false);
    expect(parseConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names the variable and what it expects when a value is wrong', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: expected a port number/)]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(
      /^PORT: expected a port number between 0 and 65535 \(got "70000"\)/,
    );
    expect(problemsOf({ DATABASE_URL: 'mysql://x@y/z' })[0]).toMatch(/^DATABASE_URL: expected a PostgreSQL URL/);
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV: expected development, production or test/);
    expect(problemsOf({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO: expected true or false/);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY: expected false, true, a hop count/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL: expected one of/);
  });

  it('reports every wrong variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });

  it('never repeats a database password in its messages', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://app:hunter2@db/x' });
    expect(problem).not.toContain('hunter2');
    expect(redactUrl('postgres://app:hunter2@db:5432/x')).toBe('postgres://app:***@db:5432/x');
  });

  it('parses TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('stores files on local disk unless S3_BUCKET names a bucket, and checks the S3 settings', () => {
    expect(parseConfig({}).s3).toBeNull();
    expect(parseConfig({ S3_BUCKET: 'azubi-files' }).s3).toEqual({
      bucket: 'azubi-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      parseConfig({
        S3_BUCKET: 'azubi-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'very-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'azubi-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'very-secret' },
      forcePathStyle: true,
    });
    expect(problemsOf({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: expected both or neither',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT: set S3_BUCKET too, or remove S3_ENDPOINT (files stay on local disk)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT: expected the S3 service/);
  });

  it('offers translation with TRANSLATE_URL (LibreTranslate) or DEEPL_API_KEY, the first winning', () => {
    expect(parseConfig({}).translation).toBeNull();
    expect(parseConfig({ TRANSLATE_URL: 'http://127.0.0.1:5000/', TRANSLATE_API_KEY: 'k' }).translation).toEqual({
      kind: 'libretranslate',
      url: 'http://127.0.0.1:5000',
      apiKey: 'k',
    });
    expect(parseConfig({ DEEPL_API_KEY: 'abc:fx' }).translation).toEqual({ kind: 'deepl', apiKey: 'abc:fx' });
    expect(parseConfig({ TRANSLATE_URL: 'http://lt.example', DEEPL_API_KEY: 'abc' }).translation?.kind).toBe(
      'libretranslate',
    );
    expect(parseConfig({ TRANSLATE_URL: '', DEEPL_API_KEY: '' }).translation).toBeNull();
  });

  it('limits each search statement to SEARCH_STATEMENT_TIMEOUT_MS, 400 ms unless set', () => {
    expect(parseConfig({}).searchStatementTimeoutMs).toBe(400);
    expect(parseConfig({ SEARCH_STATEMENT_TIMEOUT_MS: '250' }).searchStatementTimeoutMs).toBe(250);
    expect(problemsOf({ SEARCH_STATEMENT_TIMEOUT_MS: '0' })[0]).toMatch(
      /^SEARCH_STATEMENT_TIMEOUT_MS: expected at least 1 millisecond/,
    );
    expect(problemsOf({ SEARCH_STATEMENT_TIMEOUT_MS: 'soon' })[0]).toMatch(
      /^SEARCH_STATEMENT_TIMEOUT_MS: expected a number of milliseconds/,
    );
  });

  it('lists preview hosts for noindex, lower-cased', () => {
    expect(parseConfig({ PREVIEW_HOSTS: 'Preview.example, staging.example' }).previewHosts).toEqual([
      'preview.example',
      'staging.example',
    ]);
  });
});

describe('Web Push configuration (ADR 0032)', () => {
  const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, VAPID_SUBJECT: _s, ...withoutVapid } = PRODUCTION;

  it('sends with the VAPID keys from the environment in production', () => {
    expect(parseConfig(PRODUCTION).push).toEqual({
      enabled: true,
      vapid: { publicKey: 'BPublicKeyOfTheServerForWebPush', privateKey: 'privateKeyOfTheServer' },
      subject: 'mailto:ops@azubi-connect.example',
    });
  });

  it('switches push off in production without the keys, and says so at start-up', () => {
    const config = parseConfig(withoutVapid);
    expect(config.push).toEqual({ enabled: false });
    expect(config.warnings).toEqual([
      'Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send notifications to devices (or PUSH_ENABLED=false to say so).',
    ]);
    expect(parseConfig({ ...withoutVapid, PUSH_ENABLED: 'false' }).warnings).toEqual([]);
  });

  it('refuses production with PUSH_ENABLED=true but without the keys', () => {
    expect(problemsOf({ ...withoutVapid, PUSH_ENABLED: 'true' })).toEqual([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: expected all three in production when PUSH_ENABLED=true (npx web-push generate-vapid-keys); or set PUSH_ENABLED=false',
    ]);
  });

  it('outside production, push is on with a key pair kept in the database (vapid null); half a pair is refused', () => {
    expect(parseConfig({}).push).toEqual({
      enabled: true,
      vapid: null,
      subject: 'mailto:contact@azubi-connect.example',
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'abc' })).toEqual([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: expected both or neither',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'ops@example.org' })[0]).toMatch(/^VAPID_SUBJECT: expected a contact/);
  });
});

describe('production start-up checks (ADR 0026)', () => {
  it('starts with every production service set, and chooses Stripe', () => {
    const config = parseConfig(PRODUCTION);
    expect(config.payments).toBe('stripe');
    expect(config.stripe).toMatchObject({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' });
    expect(config.testClock).toBe(false);
  });

  it('refuses production without Stripe keys unless billing is switched off, naming the variables', () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = PRODUCTION;
    expect(problemsOf(withoutStripe)).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: expected both in production (the local payment provider exists only in development); or set BILLING_ENABLED=false to run without payments',
    ]);
    const off = parseConfig({ ...withoutStripe, BILLING_ENABLED: 'false' });
    expect(off.payments).toBe('off');
    expect(off.stripe).toBeNull();
  });

  it('refuses billing switched off with Stripe keys set (which one is meant?)', () => {
    expect(problemsOf({ ...PRODUCTION, BILLING_ENABLED: 'false' })).toEqual([
      'BILLING_ENABLED: billing is switched off (false) but STRIPE_SECRET_KEY is set; remove the Stripe keys or set BILLING_ENABLED=true',
    ]);
  });

  it('uses the local provider outside production, and billing off when asked', () => {
    expect(parseConfig({}).payments).toBe('local');
    expect(parseConfig({ NODE_ENV: 'test' }).payments).toBe('local');
    expect(parseConfig({ BILLING_ENABLED: 'false' }).payments).toBe('off');
    expect(problemsOf({ BILLING_ENABLED: 'maybe' })[0]).toMatch(/^BILLING_ENABLED: expected true or false/);
  });

  it('refuses a weak AUTH_SECRET in production', () => {
    expect(problemsOf({ ...PRODUCTION, AUTH_SECRET: 'x'.repeat(40) })).toEqual([
      'AUTH_SECRET: too weak (fewer than 10 different characters); use a random secret (e.g. openssl rand -hex 32)',
    ]);
  });

  it('refuses a PUBLIC_URL that is missing or not https in production', () => {
    const message =
      'PUBLIC_URL: expected the https address people reach the site at in production, such as https://azubi-connect.example (cookies are secure only on https)';
    const { PUBLIC_URL: _url, ...withoutUrl } = PRODUCTION;
    expect(problemsOf(withoutUrl)).toEqual([message]);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://azubi-connect.example' })).toEqual([message]);
  });

  it('refuses production without SMTP_URL (mail would go to the development outbox)', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(problemsOf(withoutSmtp)).toEqual([
      'SMTP_URL: expected an SMTP server in production (without it e-mail would only go to the development outbox)',
    ]);
  });

  it('refuses production with TRUST_PROXY unset (an https PUBLIC_URL means a TLS proxy in front); false is a choice', () => {
    const { TRUST_PROXY: _proxy, ...withoutProxy } = PRODUCTION;
    const message =
      'TRUST_PROXY: set it in production to the TLS proxy in front of the app (its address or CIDR, or a hop count such as 1), or to false when clients connect directly';
    expect(problemsOf(withoutProxy)).toEqual([message]);
    expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: ' ' })).toEqual([message]);
    expect(parseConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig(PRODUCTION).warnings).toEqual([]);
    expect(parseConfig({ ...PRODUCTION, TRUST_PROXY: 'true' }).warnings[0]).toMatch(
      /^TRUST_PROXY=true trusts X-Forwarded-For from anyone/,
    );
  });

  it('refuses the test clock in production, on any host', () => {
    expect(problemsOf({ ...PRODUCTION, TEST_CLOCK: 'true', HOST: '127.0.0.1' })).toEqual([
      'TEST_CLOCK: the test clock exists only outside production; remove it',
    ]);
  });

  it('refuses more than one instance without shared database, Redis and storage, naming each', () => {
    expect(problemsOf({ ...PRODUCTION, INSTANCES: '2' })).toEqual([
      'DATABASE_URL: INSTANCES=2 need a PostgreSQL server (the embedded database belongs to one process)',
      'REDIS_URL: INSTANCES=2 need Redis for shared rate limits, presence and realtime fan-out',
      "S3_BUCKET: INSTANCES=2 need storage every instance can read (files on one instance's disk are missing on the others)",
    ]);
    const shared = {
      ...PRODUCTION,
      INSTANCES: '2',
      DATABASE_URL: 'postgres://app@db:5432/azubi',
      REDIS_URL: 'redis://redis:6379',
      S3_BUCKET: 'azubi-files',
    };
    expect(parseConfig(shared).instances).toBe(2);
    expect(problemsOf({ ...PRODUCTION, INSTANCES: '0' })[0]).toMatch(/^INSTANCES: expected at least 1 app instance/);
  });

  it('lists every production problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((problem) => problem.split(':')[0])).toEqual([
      'AUTH_SECRET',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'SMTP_URL',
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('serves metrics only when METRICS_PORT or METRICS_TOKEN says so', () => {
    expect(parseConfig(PRODUCTION).metrics).toBeNull();
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(parseConfig({ METRICS_TOKEN: 't'.repeat(32) }).metrics).toEqual({
      port: null,
      host: '127.0.0.1',
      token: 't'.repeat(32),
    });
    expect(problemsOf({ METRICS_TOKEN: 'short' })[0]).toMatch(/^METRICS_TOKEN: expected a random token of at least 32/);
  });
});
