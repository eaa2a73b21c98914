import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The one definition of the "applications" figure, shared by the company's analytics and the
 * platform's (admin) analytics: an application counts once, on the UTC calendar day it arrived
 * (`applied_at`), whatever became of it later, unless a test user sent it. `candidateId` is the
 * application's candidate column (the drizzle column, or `sql.raw('a.candidate_id')`).
 */
export function countedApplication(candidateId: SQLWrapper): SQL {
  return sql`not exists (select 1 from users counted_tu where counted_tu.id = ${candidateId} and counted_tu.is_test)`;
}
