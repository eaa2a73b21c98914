import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `read` in a transaction whose every statement PostgreSQL cancels after `ms` milliseconds
 * (`SET LOCAL statement_timeout`, which ends with the transaction, so the pooled connection goes
 * back unchanged). A cancelled statement fails with SQL state 57014 (`isStatementCanceled`); the
 * caller decides what that means for its request. The time includes waiting for locks.
 *
 * PGlite accepts the setting but never cancels (one connection in one thread, no timer): the
 * limit holds on PostgreSQL, where many requests share the database.
 */
export async function withStatementTimeout<T>(
  db: Database,
  ms: number,
  read: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config takes the value as a parameter, which SET does not.
    await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
    return read(tx);
  });
}
