import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Messages from the other side after what the user has seen, over all their conversations: a
 * candidate's own, or those of the company they are a member of (header badge).
 *
 * Two index-led halves instead of one OR across the join: the OR made PostgreSQL read every
 * message and every conversation for each badge (a sequential scan per message sent, per
 * recipient). Each half starts from the user's conversations (by candidate, or by the companies
 * they belong to) and reads only the messages after their seen mark (messages (conversation_id, seq)):
 * counted per conversation in a subquery, whose range on seq is the index's (as a join, the plan
 * read every message of a company's conversations and filtered by the seen mark afterwards; issue 31).
 */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select (
      select coalesce(sum((
        select count(*) from messages m
        where m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side = 'company')), 0)
      from conversations c
      left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
      where c.candidate_id = ${userId} and c.last_seq > coalesce(r.seen_seq, 0)
    ) + (
      select coalesce(sum((
        select count(*) from messages m
        where m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side = 'candidate')), 0)
      from company_members cm
      join conversations c on c.company_id = cm.company_id
      left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
      where cm.user_id = ${userId} and c.last_seq > coalesce(r.seen_seq, 0)
    ) as count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}
