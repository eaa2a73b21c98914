import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../config';
import type { Database, DatabaseConnection } from '../db/client';
import { createTestDatabase } from './test-database';

/** A small built web app (index.html with the placeholder and one hashed asset) for shell tests. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  connection: DatabaseConnection;
  config: Config;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
};

/**
 * Builds the app on a fresh database for API integration tests; send requests with `app.inject`.
 * `register` adds test-only routes before the app is sealed.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string | null;
    register?: (app: FastifyInstance) => void | Promise<void>;
    /** An already opened database to use instead of a fresh one (closed with the app). */
    database?: DatabaseConnection;
  } = {},
): Promise<TestApp> {
  const config = parseConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://azubi.test',
      // Tests send far more than a person would; the general API limit has its own test (api-rate-limit.test.ts).
      API_RATE_LIMIT: '1000000',
      ...options.env,
    },
    { webDistDir: options.webDistDir ?? null },
  );
  const connection = options.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({ config, database: connection, logDestination });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    db: connection.db,
    connection,
    config,
    logs,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

/** What the background jobs take (database, file storage, mailer, config, log), from a test app. */
export const jobDeps = (t: TestApp) => ({
  db: t.db,
  storage: t.app.storage,
  log: t.app.log,
  mailer: t.app.mailer,
  config: t.config,
});
