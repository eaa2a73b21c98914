import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Makes the database refuse one kind of write on a table while `run` runs, as a failing disk would. */
export async function whileFailing(
  db: Database,
  table: string,
  operation: 'INSERT' | 'UPDATE' | 'DELETE',
  run: () => Promise<void>,
): Promise<void> {
  await db.execute(
    sql.raw(
      `create or replace function test_fail() returns trigger as $$ begin raise exception 'simulated failure'; end $$ language plpgsql`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger test_fail before ${operation} on ${table} for each row execute function test_fail()`),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger test_fail on ${table}`));
  }
}
