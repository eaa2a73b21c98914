import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { listings, listingSearchWords } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search words of listings that are gone', () => {
  it('are pruned by the retention run; words still in use stay', async () => {
    const { company } = await f.createEmployer(t.db);
    const gone = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Quarzsand' });
    await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Mandelkern' });
    const words = async () =>
      (
        await t.db
          .select()
          .from(listingSearchWords)
          .where(sql`word in ('quarzsand', 'mandelkern', 'zuckerbackerin')`)
      )
        .map((row) => row.word)
        .sort();
    const before = await words();
    expect(before).toContain('quarzsand');
    await t.db.delete(listings).where(eq(listings.id, gone.id));
    const result = await runRetention({ db: t.db, storage: t.app.storage, log: t.app.log });
    expect(result.searchWords).toBeGreaterThanOrEqual(1);
    const after = await words();
    expect(after).not.toContain('quarzsand');
    expect(after).toContain('mandelkern');
    expect(after).toEqual(before.filter((word) => word !== 'quarzsand'));
  });
});
