import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { isCandidate, isCompanyRole } from '../../http/access';
import { runNamed } from './named-statement';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationAccess = { conversation: ConversationRow; side: ConversationSide };

/**
 * The one access rule of a conversation, its messages, files and realtime room: only its
 * candidate and the current members of its company. Everyone else (another candidate, another
 * company, a removed team member, moderators) gets 404 "Conversation not found", so the answer
 * does not tell whether the conversation exists. Membership is read on every call, so a removed
 * team member loses access at once.
 */
export async function assertConversationAccess(
  db: Database,
  actor: Pick<Actor, 'userId' | 'role'>,
  conversationId: string,
): Promise<ConversationAccess> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!conversation) throw notFound();
  if (isCandidate(actor.role) && conversation.candidateId === actor.userId) return { conversation, side: 'candidate' };
  if (isCompanyRole(actor.role)) {
    const [member] = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, conversation.companyId), eq(companyMembers.userId, actor.userId)))
      .limit(1);
    if (member) return { conversation, side: 'company' };
  }
  throw notFound();
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'messaging.notFound');
}

/**
 * The socket's `conversation.join` in one statement (issue 31; it was three: the session row, the
 * conversation, the membership): whether the socket's session still exists and has not expired
 * (signed out elsewhere since it connected), and the actor's side in the conversation by the same
 * rule as `assertConversationAccess` (the candidate, or a current member of the company). No row:
 * the session has ended; a row without side: not a party (or no such conversation).
 */
const JOIN = `
select c.id, c.company_id, c.candidate_id,
  case
    when $3::text = 'azubi' and c.candidate_id = $2::uuid then 'candidate'
    when $3::text in ('employer', 'team_member') and exists (
      select 1 from company_members cm where cm.company_id = c.company_id and cm.user_id = $2::uuid
    ) then 'company'
  end as side
from sessions s
left join conversations c on c.id = $4::uuid
where s.id = $1::uuid and s.expires_at > now()`;

export type JoinAccess =
  | { session: 'ended' }
  | {
      session: 'valid';
      conversation: Pick<ConversationRow, 'id' | 'companyId' | 'candidateId'>;
      side: ConversationSide;
    };

export async function joinAccess(
  db: Database,
  actor: Pick<Actor, 'userId' | 'role' | 'sessionId'>,
  conversationId: string,
): Promise<JoinAccess> {
  const [row] = await runNamed<{
    id: string | null;
    company_id: string | null;
    candidate_id: string | null;
    side: ConversationSide | null;
  }>(db, 'messaging_join', JOIN, [actor.sessionId, actor.userId, actor.role ?? '', conversationId]);
  if (!row) return { session: 'ended' };
  if (row.side === null || row.id === null || row.company_id === null) throw notFound();
  return {
    session: 'valid',
    conversation: { id: row.id, companyId: row.company_id, candidateId: row.candidate_id },
    side: row.side,
  };
}
