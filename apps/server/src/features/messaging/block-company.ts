import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/realtime';
import type { Actor } from '../../platform/session/session';
import { assertConversationAccess } from './conversation-access';
import { everyoneIn } from './message-events';

/**
 * The candidate blocks (or unblocks) the company of a conversation: while blocked, no one of the
 * company can write in it, and its people see that they cannot. Only the candidate may do this.
 */
export async function setCompanyBlocked(
  { db, actor, realtime }: { db: Database; actor: Actor; realtime: Realtime },
  conversationId: string,
  blocked: boolean,
): Promise<void> {
  const { conversation, side } = await assertConversationAccess(db, actor, conversationId);
  if (side !== 'candidate') throw AppError.forbidden('messaging.forbidden');
  if (blocked === (conversation.blockedByCandidateAt !== null)) return;
  await db
    .update(conversations)
    .set({ blockedByCandidateAt: blocked ? new Date() : null })
    .where(eq(conversations.id, conversationId));
  realtime.emit(await everyoneIn(db, conversation), { type: 'conversation.updated', conversationId });
}

/**
 * A moderator upholds a candidate's report of a conversation: the company is blocked in it as if
 * the candidate had blocked it (the candidate may unblock it again).
 */
export async function blockCompanyAfterReport(
  { db, realtime }: { db: Database; realtime: Realtime },
  conversationId: string,
): Promise<void> {
  const [conversation] = await db
    .update(conversations)
    .set({ blockedByCandidateAt: new Date() })
    .where(eq(conversations.id, conversationId))
    .returning();
  if (conversation) realtime.emit(await everyoneIn(db, conversation), { type: 'conversation.updated', conversationId });
}
