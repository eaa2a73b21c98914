import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { isCandidate, isCompanyRole } from '../../http/access';

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
