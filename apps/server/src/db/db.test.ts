import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseConnection } from './client';
import * as f from './factories';
import { runMigrations } from './migrate';
import * as schema from './schema';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

describe('migrations', () => {
  it('create every table and column the schema declares', async () => {
    const result = await connection.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
    const present = new Set(
      (rows as { table_name: string; column_name: string }[]).map((r) => `${r.table_name}.${r.column_name}`),
    );
    expect(tables.length).toBeGreaterThan(30);
    const missing = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => `${config.name}.${column.name}`).filter((name) => !present.has(name));
    });
    expect(missing).toEqual([]);
  });

  it('are safe to run again: nothing pending, nothing changed', async () => {
    await runMigrations(connection);
    const [row] = await connection.db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
    expect(row?.n).toBe(0);
  });
});

describe('constraints the product relies on', () => {
  it('an FSJ or BFD listing must have a sector', async () => {
    const { company } = await f.createEmployer(connection.db);
    await expect(
      f.createListing(connection.db, { companyId: company.id, programType: 'fsj', sector: null }),
    ).rejects.toThrow();
    const listing = await f.createListing(connection.db, {
      companyId: company.id,
      programType: 'bfd',
      sector: 'sports',
    });
    expect(listing.sector).toBe('sports');
  });

  it('one application per candidate and listing', async () => {
    const { company } = await f.createEmployer(connection.db);
    const listing = await f.createListing(connection.db, { companyId: company.id });
    const { user } = await f.createCandidate(connection.db);
    await f.createApplication(connection.db, { listingId: listing.id, candidateId: user.id });
    await expect(f.createApplication(connection.db, { listingId: listing.id, candidateId: user.id })).rejects.toThrow();
  });

  it('e-mail addresses are unique regardless of case', async () => {
    await f.createUser(connection.db, { email: 'Case@Example.org', password: null });
    await expect(f.createUser(connection.db, { email: 'case@example.org', password: null })).rejects.toThrow();
  });

  it('a review rating is between 1 and 5', async () => {
    const { company } = await f.createEmployer(connection.db);
    const { user } = await f.createCandidate(connection.db);
    await expect(
      f.createReview(connection.db, { companyId: company.id, authorId: user.id, rating: 6 }),
    ).rejects.toThrow();
  });

  it('a canceled interview needs a reason', async () => {
    const { company } = await f.createEmployer(connection.db);
    const { user } = await f.createCandidate(connection.db);
    await expect(
      f.createInterview(connection.db, { companyId: company.id, candidateId: user.id, status: 'canceled' }),
    ).rejects.toThrow();
    const ok = await f.createInterview(connection.db, {
      companyId: company.id,
      candidateId: user.id,
      status: 'canceled',
      cancelReason: 'Illness',
    });
    expect(ok.cancelReason).toBe('Illness');
  });

  it('only one pending invitation per company and e-mail', async () => {
    const { company } = await f.createEmployer(connection.db);
    await f.createTeamInvitation(connection.db, { companyId: company.id, email: 'new@firma.de' });
    await expect(
      f.createTeamInvitation(connection.db, { companyId: company.id, email: 'NEW@firma.de' }),
    ).rejects.toThrow();
    const [first] = await connection.db
      .select()
      .from(schema.teamInvitations)
      .where(eq(schema.teamInvitations.companyId, company.id));
    expect(first?.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deleting a user removes what is theirs', async () => {
    const { user } = await f.createCandidate(connection.db);
    await connection.db.delete(schema.users).where(eq(schema.users.id, user.id));
    const profiles = await connection.db
      .select()
      .from(schema.candidateProfiles)
      .where(eq(schema.candidateProfiles.userId, user.id));
    expect(profiles).toEqual([]);
  });
});

describe('embedded database on disk', () => {
  it('keeps data across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'azubi-pglite-'));
    try {
      const first = await connectDatabase({ kind: 'pglite', dataDir: dir });
      await runMigrations(first);
      await f.createUser(first.db, { email: 'persist@example.org', password: null });
      await first.close();

      const second = await connectDatabase({ kind: 'pglite', dataDir: dir });
      await runMigrations(second);
      const rows = await second.db.select().from(schema.users).where(eq(schema.users.email, 'persist@example.org'));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
