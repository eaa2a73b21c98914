import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, redactUrl } from '../config';
import { dumpDatabase, restoreCheck } from '../db/restore-check';

/**
 * `npm run restore-check -- [dump-file] [--admin-url postgres://…/postgres] [--keep]`: restores a
 * `pg_dump -Fc` file (without one: a fresh dump of DATABASE_URL) into a new database on the admin
 * URL's server (default: DATABASE_URL's server, database `postgres`), runs the migrations, reads
 * every table, prints the row counts and drops the new database (docs/operations.md).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'admin-url': { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const config = loadConfig();
const source = config.database.kind === 'postgres' ? config.database.url : null;
const adminUrl =
  values['admin-url'] ??
  (source
    ? (() => {
        const url = new URL(source);
        url.pathname = '/postgres';
        return url.toString();
      })()
    : null);
if (!adminUrl) {
  console.error('restore-check: give --admin-url postgres://… (or set DATABASE_URL) for the server to restore into');
  process.exit(1);
}
let dumpFile = positionals[0];
let scratch: string | null = null;
if (!dumpFile) {
  if (!source) {
    console.error('restore-check: give a dump file, or set DATABASE_URL to dump it first');
    process.exit(1);
  }
  scratch = mkdtempSync(join(tmpdir(), 'azubi-restore-check-'));
  dumpFile = join(scratch, 'azubi.dump');
  console.log(`Dumping ${redactUrl(source)} …`);
  await dumpDatabase(source, dumpFile);
}
try {
  const result = await restoreCheck({ dumpFile, adminUrl, keep: values.keep });
  for (const { table, rows } of result.tables) console.log(`  ${table.padEnd(48)} ${rows}`);
  console.log(
    `Restore check passed: ${result.tables.length} tables read in ${result.seconds.toFixed(1)} s` +
      (values.keep ? ` (kept as ${result.database})` : ''),
  );
} catch (error) {
  console.error('Restore check FAILED:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
