import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseError, loggedDatabaseError } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every feature receives: typed against PostgreSQL, so it runs on PGlite and pg alike. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConnection = {
  db: Database;
  /**
   * Where searches read (issue 21): a streaming replica with DATABASE_READ_URL, else `db`. Only
   * for reads that may lag a moment behind the primary; whatever must see its own write uses `db`.
   */
  readDb: Database;
  /**
   * Set when `readDb` is a pool of its own whose connections end every statement after this many
   * milliseconds (PostgreSQL's `statement_timeout`, set when the connection opens): a search there
   * needs no transaction to bound it (ADR 0007).
   */
  readStatementTimeoutMs?: number;
  driver: 'pglite' | 'postgres';
  /** Runs `select 1` and reports whether the database answered. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Present for PGlite: the underlying instance (migrations, cloning in tests). */
  pglite?: PGlite;
  /** Present for PostgreSQL: the pool. */
  pool?: pg.Pool;
  /**
   * Where the pool reports a connection it lost while idle (a restart, pg_terminate_backend, a
   * network cut); until the app sets its logger, such errors go to stderr.
   */
  logPoolErrorsTo?(log: PoolErrorLog): void;
};

export type PoolErrorLog = { warn(object: object, message: string): void };

/** How long a query waits for a connection (a new one or a free one) before it fails with a 503. */
export const POOL_CONNECTION_TIMEOUT_MS = 5_000;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; readUrl?: string; readStatementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string | null };

/**
 * Opens the database the configuration names: a PostgreSQL server or the embedded PGlite. With a
 * replica (`readUrl`) or a search timeout (`readStatementTimeoutMs`), searches get a pool of their
 * own, on the replica or the primary, whose connections carry the timeout.
 */
export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const primary = fromPool(newPool(target.url));
    if (!target.readUrl && !target.readStatementTimeoutMs) return primary;
    const reads = fromPool(newPool(target.readUrl ?? target.url, target.readStatementTimeoutMs));
    return { ...withReplica(primary, reads), readStatementTimeoutMs: target.readStatementTimeoutMs };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // Extensions the migrations create must be loaded into PGlite's build first.
  const client = new PGlite({ ...(target.dataDir ? { dataDir: target.dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  return fromPglite(client);
}

function newPool(connectionString: string, statementTimeoutMs?: number): pg.Pool {
  return new pg.Pool({
    connectionString,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    max: 10,
    idleTimeoutMillis: 30_000,
    // While the database is away, requests fail fast (503) instead of queueing without end.
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
  });
}

/** The primary's connection with searches reading from a pool of their own; closing closes both. */
function withReplica(primary: DatabaseConnection, replica: DatabaseConnection): DatabaseConnection {
  return {
    ...primary,
    readDb: replica.db,
    logPoolErrorsTo(log) {
      primary.logPoolErrorsTo?.(log);
      replica.logPoolErrorsTo?.(log);
    },
    async close() {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

export function fromPglite(client: PGlite): DatabaseConnection {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    driver: 'pglite',
    pglite: client,
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * drizzle's transactions (drizzle-orm 0.45, node-postgres session) send `begin` before their
 * try/finally: when `begin` fails, on a connection that has just died, the client is never
 * released and the pool has lost it for good; after ten such losses every query waits for a
 * connection in vain and the app never recovers. drizzle gets the pool through this proxy, whose
 * `connect()` (used only for transactions) releases the client when its first statement fails.
 */
function releasingFailedBegin(pool: pg.Pool): pg.Pool {
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    const guarded = client as unknown as { query: (...args: unknown[]) => unknown };
    const query = guarded.query;
    guarded.query = (...args: unknown[]) => {
      // Only the first statement is guarded; later ones are drizzle's, inside its try/finally.
      delete (guarded as { query?: unknown }).query;
      const result = query.apply(client, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        // Handed back broken: the pool drops it instead of lending it again.
        client.release(error instanceof Error ? error : true);
        throw error;
      });
    };
    return client;
  }
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function fromPool(pool: pg.Pool): DatabaseConnection {
  const db = drizzlePg({ client: releasingFailedBegin(pool), schema }) as unknown as Database;
  let closed = false;
  let log: PoolErrorLog = {
    warn(object, message) {
      const { err } = object as { err: Error };
      const logged = isDatabaseError(err) ? loggedDatabaseError(err) : { message: err.message, code: codeOf(err) };
      console.warn(message, JSON.stringify({ ...logged, stack: undefined }));
    },
  };
  // node-postgres emits 'error' on the pool when an idle client loses its connection; with no
  // listener that would end the process. The pool drops the client and connects anew when asked.
  // The app's logger serializes `err` without a statement's values (logger.ts).
  pool.on('error', (err) => log.warn({ err }, 'database connection lost while idle'));
  // A client checked out of the pool (inside a transaction, between two statements) has no pool
  // listener: its 'error' would end the process too. The client turns unusable, its next statement
  // fails (a 503 for the request), and the pool discards it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db,
    readDb: db,
    driver: 'postgres',
    pool,
    logPoolErrorsTo(next) {
      log = next;
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
