import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminUrl, databaseUrl, usePostgres } from './pg-target';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

/**
 * With `npm run test:pg`: creates one migrated template database for this run; every test file
 * then gets its own copy (CREATE DATABASE … TEMPLATE), and all of them are dropped at the end.
 */
export default async function setup(project: TestProject) {
  if (!usePostgres) {
    project.provide('pgTemplate', null);
    return;
  }
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const template = `azubi_test_${run}_tpl`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `test:pg needs a PostgreSQL server at ${adminUrl} (set DATABASE_ADMIN_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await admin.query(`create database "${template}"`);
  const connection = await connectDatabase({ kind: 'postgres', url: databaseUrl(template) });
  await runMigrations(connection);
  await connection.close();
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `azubi_test_${run}_%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.end();
  };
}
