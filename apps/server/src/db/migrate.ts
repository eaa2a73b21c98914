import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './client';

/**
 * The committed SQL migrations. Resolved from this module's URL: `src/db/migrations` when run from
 * source, `dist/migrations` in the built server (build.mjs copies them there).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: instances starting together take turns applying migrations. */
const MIGRATION_LOCK_ID = 7_301_2026;

/** Applies every pending migration. Safe to call on each start and from several instances at once. */
export async function runMigrations(connection: DatabaseConnection, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (connection.pglite) {
    await migratePglite(drizzlePglite({ client: connection.pglite }), { migrationsFolder });
    return;
  }
  if (!connection.pool) throw new Error('Unknown database connection');
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
