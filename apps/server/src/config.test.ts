import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, redactUrl } from './config';

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
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
  });

  it('refuses the public development secret in production', () => {
    const developmentSecret = parseConfig({}).authSecret;
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: developmentSecret })[0]).toBe(
      'AUTH_SECRET: the development secret is public; production needs its own random secret',
    );
  });

  it('listens on this machine only outside production, and warns when told to listen wider', () => {
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HOST: '0.0.0.0' }).warnings).toEqual([]);
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
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(parseConfig({ NODE_ENV: 'production', ...secret }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secret }).seedDemo).toBe(true);
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
