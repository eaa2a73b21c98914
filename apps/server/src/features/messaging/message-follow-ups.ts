import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { userRoom } from '../../realtime/rooms';
import { revealedTo } from '../candidates';
import { dispatchPush, type PushDeps } from '../../platform/push/dispatch-push';
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
  select b.id, b.since_seq from unnest($1::uuid[], $2::int[]) as b(id, since_seq)
),
people as (
  select c.id as conversation_id, c.candidate_id as user_id, 'candidate' as side, c.subject, c.candidate_id, c.company_id,
    b.since_seq
  from conversations c join batch b on b.id = c.id
  where c.candidate_id is not null
  union all
  select c.id, cm.user_id, 'company', c.subject, c.candidate_id, c.company_id, b.since_seq
  from conversations c join batch b on b.id = c.id join company_members cm on cm.company_id = c.company_id
),
waiting as (
  select p.conversation_id, p.user_id, p.side, p.subject, p.candidate_id, p.company_id, p.since_seq,
    latest.sender_id, latest.sender_side, latest.created_at as latest_at, latest.seq as latest_seq,
    latest.body, coalesce(u.name, co.name, '') as sender_name,
    case when p.side = 'candidate' then '/my-messages/' else '/employer/messages/' end || p.conversation_id as link
  from people p
  left join conversation_reads r on r.conversation_id = p.conversation_id and r.user_id = p.user_id
  cross join lateral (
    select m.sender_id, m.sender_side, m.created_at, m.seq, m.body
    from messages m
    where m.conversation_id = p.conversation_id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side::text <> p.side
    order by m.seq desc
    limit 1
  ) latest
  join companies co on co.id = p.company_id
  left join users u on u.id = latest.sender_id
),
noticed as (
  insert into notifications (user_id, type, data, link, emailed_at)
  select w.user_id, 'message_received',
    jsonb_build_object('conversationId', w.conversation_id, 'senderName', w.sender_name,
      'subject', coalesce(w.subject, ''))
      || case when w.sender_side = 'candidate' then jsonb_build_object('aboutUserId', w.candidate_id) else '{}'::jsonb end,
    w.link,
    null
  from waiting w
  where coalesce((select np.in_app from notification_preferences np
                  where np.user_id = w.user_id and np.type = 'message_received'), true)
    and not exists (
      select 1 from notifications n
      where n.user_id = w.user_id and n.type = 'message_received'
        and n.data ->> 'conversationId' = w.conversation_id::text
        and (n.read_at is null or n.created_at >= w.latest_at))
  returning id, user_id, data ->> 'conversationId' as conversation_id
),
badges as (
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
  from (select distinct user_id from waiting) u
)
select w.user_id, b.count, w.conversation_id, w.sender_side, w.candidate_id, w.company_id,
  coalesce(w.subject, '') as subject, w.sender_name, w.body, w.link,
  coalesce(n.id, (
    select o.id from notifications o
    where o.user_id = w.user_id and o.type = 'message_received' and o.read_at is null
      and o.data ->> 'conversationId' = w.conversation_id::text
    order by o.created_at desc
    limit 1
  )) as notification_id,
  coalesce(w.latest_seq >= w.since_seq, false) as push
from waiting w
join badges b on b.user_id = w.user_id
left join noticed n on n.user_id = w.user_id and n.conversation_id = w.conversation_id::text`;

/** Conversations with a message in this time are looked at again when an instance starts (main.ts). */
export const RECOVER_WINDOW_MS = 60 * 60_000;

type Log = { error(obj: object, msg: string): void };

type FollowUpRow = {
  user_id: string;
  count: number;
  conversation_id: string;
  sender_side: ConversationSide;
  candidate_id: string | null;
  company_id: string;
  subject: string;
  sender_name: string;
  body: string;
  link: string;
  notification_id: string | null;
  push: boolean;
};

/**
 * Collects the conversations that got a message, for up to `FOLLOW_UP_WAIT_MS` or
 * `FOLLOW_UP_BATCH` sends, and writes their notices and tells the badges in one statement.
 * Then, best-effort, each person who waits for one of the batch's messages gets its push (issue 32:
 * one per person and conversation, for the latest message, as notify-new-message.ts sends it).
 * `close()` writes what is waiting; `recover()` reruns the statement for the last hour's
 * conversations (a process that died before its batch: nothing is lost, nothing doubled; no push
 * for what is older than the batch, so a rerun pushes nothing twice).
 */
export class MessageFollowUps {
  /** Each conversation's first message number since the last batch: pushes go for these on. */
  private pending = new Map<string, number | null>();
  private sends = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();
  private push: PushDeps | null = null;

  constructor(
    private readonly db: Database,
    private readonly realtime: Realtime,
    private readonly log: Log,
  ) {}

  /**
   * A message `seq` was stored in the conversation. `push` (the sender's request's config and log)
   * lets the batch push it; without it only notices and badges are written.
   */
  add(conversationId: string, seq?: number, push?: Omit<PushDeps, 'db'>): void {
    if (push) this.push = { db: this.db, config: push.config, log: push.log };
    const since = this.pending.get(conversationId) ?? null;
    this.pending.set(conversationId, seq === undefined ? since : since === null ? seq : Math.min(since, seq));
    this.sends += 1;
    if (this.sends >= FOLLOW_UP_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FOLLOW_UP_WAIT_MS);
  }

  /** Writes the waiting batch now (in the background; `close()` waits for it). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.sends = 0;
    const run = this.write([...batch.keys()], batch)
      .catch((err: unknown) => this.log.error({ err }, 'message notices not written (the next start recovers them)'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /**
   * Notices and badges for these conversations; with `since` (each conversation's first new
   * message number), the pushes for the messages from there on.
   */
  async write(conversationIds: string[], since?: Map<string, number | null>): Promise<void> {
    const seqs = conversationIds.map((id) => since?.get(id));
    const rows = await runNamed<FollowUpRow>(this.db, 'messaging_follow_up', FOLLOW_UP, [
      toArray(conversationIds),
      `{${seqs.map((seq) => seq ?? 'NULL').join(',')}}`,
    ]);
    const told = new Set<string>();
    for (const row of rows) {
      if (told.has(row.user_id)) continue;
      told.add(row.user_id);
      this.realtime.emit([userRoom(row.user_id)], { type: 'unread.changed', count: Number(row.count) });
    }
    const push = this.push;
    if (!push) return;
    const pushes = rows.filter((row) => row.push && row.candidate_id !== null);
    // A company before the candidate revealed themselves is "A company" (null: the reader's language).
    const revealed = new Map<string, Promise<boolean>>();
    const revealedOf = (companyId: string, candidateId: string) => {
      const key = `${companyId}:${candidateId}`;
      let known = revealed.get(key);
      if (!known) revealed.set(key, (known = revealedTo(this.db, companyId, candidateId)));
      return known;
    };
    for (const row of pushes) {
      try {
        const candidateId = row.candidate_id!;
        const anonymousCompany = row.sender_side === 'company' && !(await revealedOf(row.company_id, candidateId));
        await dispatchPush(push, {
          userId: row.user_id,
          type: 'message_received',
          data: { conversationId: row.conversation_id, senderName: row.sender_name, subject: row.subject },
          link: row.link,
          notificationId: row.notification_id,
          message: {
            text: row.body,
            senderLabel: anonymousCompany ? null : row.sender_name,
            conversation: { companyId: row.company_id, candidateId },
          },
        });
      } catch (err) {
        this.log.error({ err }, 'message push could not be sent');
      }
    }
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

  /** Resolves once the batches under way (and their pushes) are done; nothing waiting is flushed. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.flush();
    await this.settled();
  }
}

/** A uuid[] parameter both drivers take: PostgreSQL's array literal. */
function toArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}
