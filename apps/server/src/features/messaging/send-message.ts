import type { ConversationSide, Message } from '@azubi/shared/messaging/messaging';
import type { SendMessageSchema } from '@azubi/shared/messaging/messaging';
import type { z } from 'zod';
import type { messages } from '../../db/schema';
import { isDatabaseError } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { conversationRoom, userRoom } from '../../realtime/rooms';
import { appendMessage, findByClientId, type Appended, type MessagingDeps } from './append-message';
import { assertConversationAccess } from './conversation-access';
import { toMessages } from './conversation-view';
import { runNamed } from './named-statement';
import { forgetPeople } from './people-cache';

/**
 * The chat's hot path in one statement (issue 31, ADR 0018 "A send in one statement"): it checks
 * the access rule (the candidate, or a current member of the company: the same rule as
 * `assertConversationAccess`), finds an earlier message under the client id, refuses the company
 * while it is blocked or declined, refuses everyone once the candidate deleted their account
 * (candidate_id null), raises the conversation's number (the row lock orders concurrent senders,
 * so numbers stay gapless and unique), stores the message, moves the sender's seen mark, and
 * returns what the answer and the emit need: the side, whether the candidate had written before
 * (their first reply reveals them; looked up only for the candidate's own sends), and the company's members now (the emit's rooms: a removed
 * member is no longer among them). All of it is one atomic statement: the same
 * client id sent twice at once fails the loser's whole statement on `unique (sender_id,
 * client_id)`, so no number is spent, and the loser reads the winner's message.
 */
const SEND = `
with access as (
  select c.id, c.candidate_id, c.company_id, c.blocked_by_candidate_at, c.declined_at,
    case
      when $3::text = 'azubi' and c.candidate_id = $2::uuid then 'candidate'
      when $3::text in ('employer', 'team_member') and exists (
        select 1 from company_members cm where cm.company_id = c.company_id and cm.user_id = $2::uuid
      ) then 'company'
    end as side
  from conversations c
  where c.id = $1::uuid
),
earlier as (
  select m.id, m.conversation_id from messages m where m.sender_id = $2::uuid and m.client_id = $4::uuid
),
numbered as (
  update conversations c set
    last_seq = c.last_seq + 1,
    last_message_at = $6::timestamptz,
    candidate_seen_seq = case when a.side = 'candidate' then c.last_seq + 1 else c.candidate_seen_seq end,
    company_seen_seq = case when a.side = 'company' then c.last_seq + 1 else c.company_seen_seq end,
    declined_at = case when a.side = 'candidate' then null else c.declined_at end,
    decline_reason = case when a.side = 'candidate' then null else c.decline_reason end
  from access a
  where c.id = a.id
    and a.side is not null
    and not exists (select 1 from earlier)
    and c.candidate_id is not null
    and (a.side = 'candidate' or (c.blocked_by_candidate_at is null and c.declined_at is null))
  returning c.last_seq, a.side
),
inserted as (
  insert into messages (conversation_id, seq, client_id, sender_id, sender_side, body, system, created_at)
  select $1::uuid, n.last_seq, $4::uuid, $2::uuid, n.side::conversation_side, $5::text, false, $6::timestamptz
  from numbered n
  returning id, seq
),
seen as (
  insert into conversation_reads (conversation_id, user_id, seen_seq, seen_at)
  select $1::uuid, $2::uuid, n.last_seq, $6::timestamptz from numbered n
  on conflict (conversation_id, user_id) do update
    set seen_seq = greatest(conversation_reads.seen_seq, excluded.seen_seq), seen_at = excluded.seen_at
)
select a.side, a.candidate_id, a.company_id,
  a.blocked_by_candidate_at is not null as blocked,
  a.declined_at is not null as declined,
  case when a.side = 'candidate' then exists (
    select 1 from messages m where m.conversation_id = a.id and m.sender_side = 'candidate'
  ) else false end as candidate_wrote,
  (select coalesce(json_agg(cm.user_id), '[]'::json) from company_members cm where cm.company_id = a.company_id)
    as company_user_ids,
  (select e.id from earlier e) as earlier_id,
  (select e.conversation_id from earlier e) as earlier_conversation_id,
  i.id, i.seq
from access a left join inserted i on true`;

const SEND_NOTHING = SEND.replace('and not exists (select 1 from earlier)', 'and false');

type SendRow = {
  side: ConversationSide | null;
  /** Null once the candidate deleted their account: the conversation is read-only (ADR 0030). */
  candidate_id: string | null;
  company_id: string;
  blocked: boolean;
  declined: boolean;
  /** Only for the candidate's sends (false for the company's: not looked up). */
  candidate_wrote: boolean;
  company_user_ids: string[] | string;
  earlier_id: string | null;
  earlier_conversation_id: string | null;
  id: string | null;
  seq: number | null;
};

/**
 * `POST /api/conversations/:id/messages`: a message from either party (see appendMessage for the
 * rules, which hold here too). A text message goes through the one-statement path; a message with
 * attachments through appendMessage (a few statements more: the files are checked and attached).
 */
export async function sendMessage(
  deps: MessagingDeps,
  conversationId: string,
  input: z.output<typeof SendMessageSchema>,
): Promise<Appended> {
  if (input.attachmentIds.length > 0) {
    const { conversation, side } = await assertConversationAccess(deps.db, deps.actor, conversationId);
    return appendMessage(deps, { conversation, side, ...input });
  }
  const { db, actor } = deps;
  const limit = await checkRateLimit(deps.rateLimits, RATE_LIMITS.messageCreate, [`user:${actor.userId}`]);
  const now = new Date();
  const params = [conversationId, actor.userId, actor.role ?? '', input.clientId, input.body, now.toISOString()];
  let row: SendRow | undefined;
  try {
    // Over the limit nothing is stored: the same statement with its update switched off still
    // tells a resend (answered with the stored message, as under the limit) from a new message
    // (refused below with 429).
    [row] = limit.allowed
      ? await runNamed<SendRow>(db, 'messaging_send', SEND, params)
      : await runNamed<SendRow>(db, 'messaging_send_refused', SEND_NOTHING, params);
  } catch (error) {
    // The same client id sent twice at once: the other request stored it; this one stored nothing.
    if (!(error instanceof AppError) && isDatabaseError(error)) {
      const stored = await findByClientId(db, actor.userId, input.clientId);
      if (stored) return resent(deps, conversationId, stored);
    }
    throw error;
  }
  if (!row || row.side === null) throw new AppError(404, 'NOT_FOUND', 'messaging.notFound');
  if (row.earlier_id !== null) {
    if (row.earlier_conversation_id !== conversationId) throw new AppError(409, 'CONFLICT', 'errors.conflict');
    const stored = await findByClientId(db, actor.userId, input.clientId);
    return resent(deps, conversationId, stored!);
  }
  // The candidate deleted their account: the company keeps the conversation to read, not to write
  // (as appendMessage, and before the rate limit's answer, as there).
  if (row.candidate_id === null) throw AppError.forbidden('messaging.candidateDeletedAccount');
  if (!limit.allowed) throw AppError.rateLimited('messaging.rateLimited', limit.retryAfterSeconds);
  if (row.id === null || row.seq === null)
    throw AppError.forbidden(
      row.blocked ? 'messaging.blocked' : row.declined ? 'messaging.declined' : 'messaging.blocked',
    );

  const side = row.side;
  const candidateId = row.candidate_id;
  const message: Message = {
    id: row.id,
    clientId: input.clientId,
    conversationId,
    seq: row.seq,
    // A candidate's own message reveals them (candidate-disclosure.ts): both sides see their name.
    sender: { userId: actor.userId, name: actor.name, side },
    body: input.body,
    attachments: [],
    system: false,
    createdAt: now.toISOString(),
  };
  const companyUserIds =
    typeof row.company_user_ids === 'string' ? (JSON.parse(row.company_user_ids) as string[]) : row.company_user_ids;
  const rooms = [conversationRoom(conversationId), userRoom(candidateId), ...companyUserIds.map(userRoom)];
  deps.realtime.emit(rooms, { type: 'message.new', conversationId, message });
  const firstReply = side === 'candidate' && !row.candidate_wrote;
  if (firstReply || (side === 'candidate' && row.declined))
    deps.realtime.emit(rooms, { type: 'conversation.updated', conversationId });
  // Their first message reveals them: every instance forgets the cached disclosure.
  if (firstReply) await forgetPeople(db, { company: row.company_id });
  return { message, created: true, followUp: async () => deps.followUps?.add(conversationId, message.seq, deps) };
}

async function resent(
  deps: MessagingDeps,
  conversationId: string,
  stored: typeof messages.$inferSelect,
): Promise<Appended> {
  if (stored.conversationId !== conversationId) throw new AppError(409, 'CONFLICT', 'errors.conflict');
  const { conversation, side } = await assertConversationAccess(deps.db, deps.actor, conversationId);
  const [message] = await toMessages(deps.db, conversation, [stored], { side, locale: deps.actor.locale });
  return { message: message!, created: false, followUp: async () => {} };
}
