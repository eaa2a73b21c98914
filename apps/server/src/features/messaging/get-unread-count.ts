import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Messages from the other side after what the user has seen, over all their conversations: a
 * candidate's own, or those of the company they are a member of (header badge).
 */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count
    from messages m
    join conversations c on c.id = m.conversation_id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
    where m.seq > coalesce(r.seen_seq, 0)
      and (
        (c.candidate_id = ${userId} and m.sender_side = 'company')
        or (m.sender_side = 'candidate' and c.company_id in (select company_id from company_members where user_id = ${userId}))
      )`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}
