import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client';
import * as f from '../../db/factories';
import { runMigrations } from '../../db/migrate';
import { usePostgres } from '../../testing/pg-target';
import { startReplicaPair } from '../../testing/replica-pair';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 21, past one machine: with DATABASE_READ_URL, listing search reads a streaming replica and
 * everything else the primary. A real primary and replica are started from the machine's
 * PostgreSQL binaries (testing/replica-pair.ts); `npm run test:pg` only. The proof that search
 * reads the replica: with the replica's replay paused, a listing written to the primary is not
 * found; once replay resumes, it is.
 */
describe.runIf(usePostgres)('listing search on a read replica', () => {
  let pair: Awaited<ReturnType<typeof startReplicaPair>>;
  let t: TestApp;
  let replica: pg.Client;
  beforeAll(async () => {
    pair = await startReplicaPair();
    const primary = await connectDatabase({ kind: 'postgres', url: pair.primaryUrl });
    await runMigrations(primary);
    await primary.close();
    t = await createTestApp({
      database: await connectDatabase({ kind: 'postgres', url: pair.primaryUrl, readUrl: pair.replicaUrl }),
    });
    replica = new pg.Client({ connectionString: pair.replicaUrl });
    await replica.connect();
  }, 60_000);
  afterAll(async () => {
    await replica?.end();
    await t?.close();
    await pair?.stop();
  });

  const titles = async () =>
    (
      (await new TestAgent(t.app).get('/api/listings?q=Zerspanungsmechaniker')).json() as { items: { title: string }[] }
    ).items
      .map((item) => item.title)
      .sort();

  async function eventually(check: () => Promise<void>) {
    for (let i = 0; ; i++) {
      try {
        return await check();
      } catch (error) {
        if (i > 100) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  it('finds what the primary wrote once the replica has it, and not before', async () => {
    expect((await replica.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]!.r).toBe(true);
    const { company } = await f.createEmployer(t.db, { company: { verificationStatus: 'verified' } });
    await f.createListing(t.db, { companyId: company.id, title: 'Zerspanungsmechaniker Nord' });
    await eventually(async () => expect(await titles()).toEqual(['Zerspanungsmechaniker Nord']));

    await replica.query('select pg_wal_replay_pause()');
    await f.createListing(t.db, { companyId: company.id, title: 'Zerspanungsmechaniker Süd' });
    // The primary has it; search (the replica, paused) does not.
    expect(
      (await t.connection.pool!.query(`select count(*)::int as n from listings where title like 'Zerspan%'`)).rows[0].n,
    ).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await titles()).toEqual(['Zerspanungsmechaniker Nord']);

    await replica.query('select pg_wal_replay_resume()');
    await eventually(async () =>
      expect(await titles()).toEqual(['Zerspanungsmechaniker Nord', 'Zerspanungsmechaniker Süd']),
    );
  });

  it('keeps writes and reads of one’s own writes on the primary (a listing page right after saving)', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      const { company } = await f.createEmployer(t.db, { company: { verificationStatus: 'verified' } });
      const listing = await f.createListing(t.db, { companyId: company.id, title: 'Feinwerkmechaniker' });
      const res = await new TestAgent(t.app).get(`/api/listings/${listing.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Feinwerkmechaniker');
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
  });
});
