import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The e-mails the outbox holds for an address, oldest first, once it holds `count` (notices go out after the answer). */
export async function mailsTo(db: Database, to: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const rows = (await db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))).filter((m) => m.to === to);
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mails to ${to}`);
}
