import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';

/**
 * Runs one hand-written statement as a named, prepared statement (issue 31): on PostgreSQL each
 * pooled connection parses and plans it once and then only binds and executes it; PGlite (one
 * process, no network) runs it as an ordinary parameterised query. `db` must be the app's
 * database, not a transaction.
 */
export async function runNamed<Row>(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (isPglite(client)) return (await client.query<Row>(text, values)).rows;
  return (await (client as pg.Pool).query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}

function isPglite(client: pg.Pool | PGlite): client is PGlite {
  return typeof (client as PGlite).waitReady !== 'undefined';
}
