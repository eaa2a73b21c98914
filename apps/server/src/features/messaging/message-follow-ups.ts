import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { userRoom } from '../../realtime/rooms';
import { runNamed } from './named-statement';

/** A batch is written after this long, or at once when this many sends wait (issue 31). */
export const FOLLOW_UP_WAIT_MS = 50;
export const FOLLOW_UP_BATCH = 100;

/**
 * What a message leads to after its answer, for a batch of conversations in one statement
 * (issue 31, ADR 0018 "After the answer, in batches"), computed from the message rows themselves
 * and so the same whether it runs once, twice, or after a crash for what a dead process did not
 * write:
 * - each person of the conversation (the candidate, the company's current members) with a message
 *   from the other side after their seen mark is "waiting";
 * - a waiting person gets the in-app "new message" notice, unless they switched it off, they still
 *   have an unread one for the conversation, or they already had one since that message (so a
 *   rerun adds none); the notice names the sender of the latest unread message (a member's name,
 *   the company's once the account is gone; a candidate who wrote is revealed, so their name);
 * - the statement returns each waiting person's unread total for the header badge.
 * The e-mail is the sweep's (send-unread-message-emails.ts): it reads the message rows too.
 */
const FOLLOW_UP = `
with batch as (
  select distinct unnest($1::uuid[]) as id
),
people as (
  select c.id as conversation_id, c.candidate_id as user_id, 'candidate' as side, c.subject, c.candidate_id, c.company_id
  from conversations c join batch b on b.id = c.id
  union all
  select c.id, cm.user_id, 'company', c.subject, c.candidate_id, c.company_id
  from conversations c join batch b on b.id = c.id join company_members cm on cm.company_id = c.company_id
),
waiting as (
  select p.conversation_id, p.user_id, p.side, p.subject, p.candidate_id, p.company_id,
    latest.sender_id, latest.sender_side, latest.created_at as latest_at
  from people p
  left join conversation_reads r on r.conversation_id = p.conversation_id and r.user_id = p.user_id
  cross join lateral (
    select m.sender_id, m.sender_side, m.created_at
    from messages m
    where m.conversation_id = p.conversation_id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side::text <> p.side
    order by m.seq desc
    limit 1
  ) latest
),
noticed as (
  insert into notifications (user_id, type, data, link, emailed_at)
  select w.user_id, 'message_received',
    jsonb_build_object('conversationId', w.conversation_id, 'senderName', coalesce(u.name, co.name, ''),
      'subject', coalesce(w.subject, ''))
      || case when w.sender_side = 'candidate' then jsonb_build_object('aboutUserId', w.candidate_id) else '{}'::jsonb end,
    case when w.side = 'candidate' then '/my-messages/' else '/employer/messages/' end || w.conversation_id,
    null
  from waiting w
  join companies co on co.id = w.company_id
  left join users u on u.id = w.sender_id
  where coalesce((select np.in_app from notification_preferences np
                  where np.user_id = w.user_id and np.type = 'message_received'), true)
    and not exists (
      select 1 from notifications n
      where n.user_id = w.user_id and n.type = 'message_received'
        and n.data ->> 'conversationId' = w.conversation_id::text
        and (n.read_at is null or n.created_at >= w.latest_at))
  returning user_id
)
select u.user_id, (
  (select count(*)
   from conversations c
   left join conversation_reads r on r.conversation_id = c.id and r.user_id = u.user_id
   join messages m on m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0)
   where c.candidate_id = u.user_id and c.last_seq > coalesce(r.seen_seq, 0) and m.sender_side = 'company')
  + (select count(*)
   from company_members cm
   join conversations c on c.company_id = cm.company_id
   left join conversation_reads r on r.conversation_id = c.id and r.user_id = u.user_id
   join messages m on m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0)
   where cm.user_id = u.user_id and c.last_seq > coalesce(r.seen_seq, 0) and m.sender_side = 'candidate')
)::int as count
from (select distinct user_id from waiting) u`;

/** Conversations with a message in this time are looked at again when an instance starts (main.ts). */
export const RECOVER_WINDOW_MS = 60 * 60_000;

type Log = { error(obj: object, msg: string): void };

/**
 * Collects the conversations that got a message, for up to `FOLLOW_UP_WAIT_MS` or
 * `FOLLOW_UP_BATCH` sends, and writes their notices and tells the badges in one statement.
 * `close()` writes what is waiting; `recover()` reruns the statement for the last hour's
 * conversations (a process that died before its batch: nothing is lost, nothing doubled).
 */
export class MessageFollowUps {
  private pending = new Set<string>();
  private sends = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly realtime: Realtime,
    private readonly log: Log,
  ) {}

  add(conversationId: string): void {
    this.pending.add(conversationId);
    this.sends += 1;
    if (this.sends >= FOLLOW_UP_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FOLLOW_UP_WAIT_MS);
  }

  /** Writes the waiting batch now (in the background; `close()` waits for it). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    this.pending = new Set();
    this.sends = 0;
    const run = this.write(ids)
      .catch((err: unknown) => this.log.error({ err }, 'message notices not written (the next start recovers them)'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async write(conversationIds: string[]): Promise<void> {
    const rows = await runNamed<{ user_id: string; count: number }>(this.db, 'messaging_follow_up', FOLLOW_UP, [
      toArray(conversationIds),
    ]);
    for (const row of rows)
      this.realtime.emit([userRoom(row.user_id)], { type: 'unread.changed', count: Number(row.count) });
  }

  /** The last hour's conversations, once at start: what a dead instance did not write. */
  async recover(now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - RECOVER_WINDOW_MS).toISOString();
    const rows = await runNamed<{ id: string }>(
      this.db,
      'messaging_recent_conversations',
      'select id from conversations where last_message_at > $1::timestamptz',
      [since],
    );
    for (let i = 0; i < rows.length; i += FOLLOW_UP_BATCH)
      await this.write(rows.slice(i, i + FOLLOW_UP_BATCH).map((r) => r.id));
  }

  async close(): Promise<void> {
    this.flush();
    await Promise.allSettled([...this.running]);
  }
}

/** A uuid[] parameter both drivers take: PostgreSQL's array literal. */
function toArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}
