import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { adminUrl, usePostgres } from '../testing/pg-target';
import { createTestApp } from '../testing/test-app';
import { connectDatabase } from './client';
import * as f from './factories';
import { dumpDatabase, restoreCheck } from './restore-check';
import { users } from './schema';

/**
 * Backups that restore (issue 30, ADR 0026), on PostgreSQL (`npm run test:pg`): a dump taken while
 * accounts are being written restores into a new database, the migrations and a read of every table
 * pass (`npm run restore-check`), and the app starts on it and answers ready.
 */
const scratch = mkdtempSync(join(tmpdir(), 'azubi-dump-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.runIf(usePostgres)('restore check', () => {
  it('restores a dump taken under write load; every table reads, and the app starts on it', async () => {
    const source = await createTestDatabase();
    const sourceUrl = source.pool!.options.connectionString!;
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await f.createUser(source.db, { email: `load-${written}-${crypto.randomUUID()}@restore.example` });
        written += 1;
      }
    })();
    try {
      while (written < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const file = join(scratch, 'azubi.dump');
      await dumpDatabase(sourceUrl, file);
      const atDump = written;
      while (written < atDump + 10) await new Promise((resolve) => setTimeout(resolve, 20));
      writing = false;
      await writer;

      const result = await restoreCheck({ dumpFile: file, adminUrl, keep: true });
      try {
        const restoredUsers = result.tables.find((t) => t.table === 'public.users')!.rows;
        // The dump is one consistent snapshot: the accounts written before it, none of those after.
        expect(restoredUsers).toBeGreaterThanOrEqual(20);
        expect(restoredUsers).toBeLessThan(written);
        expect(result.tables.map((t) => t.table)).toEqual(
          expect.arrayContaining(['public.users', 'public.listings', 'drizzle.__drizzle_migrations']),
        );

        const restored = await connectDatabase({ kind: 'postgres', url: result.url });
        const app = await createTestApp({ database: restored });
        try {
          const ready = await app.app.inject({ method: 'GET', url: '/api/ready' });
          expect(ready.statusCode, ready.body).toBe(200);
          expect((await restored.db.select().from(users)).length).toBe(restoredUsers);
        } finally {
          await app.close();
        }
      } finally {
        const pg = await import('pg');
        const dropper = new pg.default.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${result.database}" with (force)`);
        await dropper.end();
      }
    } finally {
      writing = false;
      await writer.catch(() => {});
      await source.close();
    }
  }, 120_000);
});
