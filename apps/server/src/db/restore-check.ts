import { spawn } from 'node:child_process';
import pg from 'pg';
import { connectDatabase } from './client';
import { runMigrations } from './migrate';

export type RestoreCheckResult = {
  /** The database the dump was restored into (dropped afterwards unless `keep`). */
  database: string;
  url: string;
  tables: { table: string; rows: number }[];
  seconds: number;
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

const urlOf = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** `pg_dump -Fc` of a database into a file (the documented backup, docs/operations.md). */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * The backup check (ADR 0026): restores a `pg_dump -Fc` file into a new database on the server
 * of `adminUrl`, applies the app's migrations to it (a dump of an older version gets the newer
 * ones, as a restore would) and reads every table of the app, pg-boss and drizzle's bookkeeping.
 * Any failure throws; the new database is dropped afterwards unless `keep`.
 */
export async function restoreCheck(options: {
  dumpFile: string;
  adminUrl: string;
  keep?: boolean;
}): Promise<RestoreCheckResult> {
  const started = performance.now();
  const database = `azubi_restore_check_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const url = urlOf(options.adminUrl, database);
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, options.dumpFile]);
    const connection = await connectDatabase({ kind: 'postgres', url });
    try {
      await runMigrations(connection);
      const client = await connection.pool!.connect();
      try {
        const { rows: tables } = await client.query<{ schemaname: string; tablename: string }>(
          `select schemaname, tablename from pg_tables
            where schemaname in ('public', 'pgboss', 'drizzle') order by schemaname, tablename`,
        );
        if (!tables.some((t) => t.schemaname === 'public')) throw new Error('the restored database has no tables');
        const counts: RestoreCheckResult['tables'] = [];
        for (const { schemaname, tablename } of tables) {
          const name = `${pg.escapeIdentifier(schemaname)}.${pg.escapeIdentifier(tablename)}`;
          // Every row is read (count(*) visits each), and the first rows are decoded whole.
          const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
          await client.query(`select * from ${name} limit 100`);
          counts.push({ table: `${schemaname}.${tablename}`, rows: Number(rows[0]!.n) });
        }
        return { database, url, tables: counts, seconds: (performance.now() - started) / 1000 };
      } finally {
        client.release();
      }
    } finally {
      await connection.close();
    }
  } finally {
    if (!options.keep) {
      const dropper = new pg.Client({ connectionString: options.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${database}" with (force)`);
      await dropper.end();
    }
  }
}
