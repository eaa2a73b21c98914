import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { userRoom } from '../../realtime/rooms';
import { dispatchPush, type PushDeps } from '../../platform/push/dispatch-push';
import { revealedIn } from './conversation-people';
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
 * - the statement returns each waiting person's unread total for the header badge, and whether a
 *   push could reach them (push on for messages, a device).
 * The statement is the function `messaging_follow_up` (migration 0045): planned once per
 * connection (as a prepared statement it was planned anew for nearly every batch, which cost more
 * than running it), and committed without waiting for the disk (a crash loses at most what the
 * next start's `recover()` writes again).
 * The e-mail is the sweep's (send-unread-message-emails.ts): it reads the message rows too.
 */
const FOLLOW_UP = 'select * from messaging_follow_up($1::uuid[], $2::int[])';

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
  /** Push is on for messages and the person has a device: only then is the push dispatched. */
  push_wanted: boolean;
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
  /** A batch's statement is under way (`flush` starts the next when it is done). */
  private writing = false;
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

  /**
   * Writes the waiting batch now (in the background; `close()` waits for it). One batch at a time
   * per instance: while one is being written the next keeps collecting, and is written as soon as
   * the first is done. Without that limit, batches that took longer than the sends that filled them
   * piled up, took the pool's connections from the sends and the processor from everything (the
   * chat benchmark fell from 400 messages a second to 10 when that began).
   */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0 || this.writing) return;
    const batch = this.pending;
    this.pending = new Map();
    this.sends = 0;
    const run = this.write([...batch.keys()], batch)
      .catch((err: unknown) => this.log.error({ err }, 'message notices not written (the next start recovers them)'))
      .finally(() => {
        this.running.delete(run);
        this.writing = false;
        this.flush();
      });
    this.writing = true;
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
    // The pushes go on beside the next batch (best-effort, each on its own): `settled()` waits for them.
    const pushing = this.pushAll(push, rows).finally(() => this.running.delete(pushing));
    this.running.add(pushing);
  }

  private async pushAll(push: PushDeps, rows: FollowUpRow[]): Promise<void> {
    // Nobody without a device or with message pushes off is asked about (dispatchPush would refuse).
    const pushes = rows.filter((row) => row.push && row.push_wanted && row.candidate_id !== null);
    for (const row of pushes) {
      try {
        const candidateId = row.candidate_id!;
        // A company before the candidate revealed themselves is "A company" (null: the reader's
        // language); whether they did comes from the instance's people cache (people-cache.ts).
        const anonymousCompany =
          row.sender_side === 'company' &&
          !(await revealedIn(this.db, { id: row.conversation_id, companyId: row.company_id, candidateId }));
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

  /**
   * Resolves once the batches under way (and their pushes) are done, with the batch that was
   * waiting for them; nothing collected afterwards is flushed before its timer.
   */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
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
