import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { connectDatabase, fromPglite, type DatabaseConnection } from '../db/client';
import { runMigrations } from '../db/migrate';
import { assertMayOpenDatabase } from './no-database.mjs';
import { adminUrl, databaseUrl } from './pg-target';

let pgliteTemplate: Promise<PGlite> | undefined;
let copies = 0;

/**
 * A fresh, migrated, empty database for one test file: a clone of a migrated in-memory PGlite, or
 * with `npm run test:pg` a new PostgreSQL database copied from this run's template and dropped
 * when closed.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  // A file that opens a database must not be one that `npm run test:pg` skips.
  assertMayOpenDatabase(expect.getState().testPath);
  const template = inject('pgTemplate');
  if (template) {
    const name = `${template.replace(/_tpl$/, '')}_${process.pid}_${++copies}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const connection = await connectDatabase({ kind: 'postgres', url: databaseUrl(name) });
    const close = connection.close;
    connection.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
    return connection;
  }
  pgliteTemplate ??= (async () => {
    const connection = await connectDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(connection);
    return connection.pglite as PGlite;
  })();
  const clone = (await (await pgliteTemplate).clone()) as PGlite;
  return fromPglite(clone);
}
