import type { TestDataCounts } from '@azubi/shared/admin/test-users';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** How much test data there is: accounts by role, their companies, listings and applications. */
export async function testDataCounts(db: Database): Promise<TestDataCounts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from users where is_test and role = 'azubi') as candidates,
      (select count(*)::int from users where is_test and role <> 'azubi') as employers,
      (select count(*)::int from companies where is_test) as companies,
      (select count(*)::int from listings l join companies c on c.id = l.company_id where c.is_test) as listings,
      (select count(*)::int from applications a
         where a.candidate_id in (select id from users where is_test)
            or a.listing_id in (select l.id from listings l join companies c on c.id = l.company_id where c.is_test)
      ) as applications`);
  type Row = Record<keyof TestDataCounts, number | string>;
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return {
    candidates: Number(row?.candidates ?? 0),
    employers: Number(row?.employers ?? 0),
    companies: Number(row?.companies ?? 0),
    listings: Number(row?.listings ?? 0),
    applications: Number(row?.applications ?? 0),
  };
}
