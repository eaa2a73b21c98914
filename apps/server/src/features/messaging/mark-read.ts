import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, conversationReads, conversations } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';
import { conversationRoom, userRoom } from '../../realtime/rooms';
import type { Actor } from '../../platform/session/session';
import { assertConversationAccess } from './conversation-access';
import { emitUnreadCounts, sideUserIds } from './message-events';

/**
 * The reader has seen the conversation up to `seq` (never beyond its last message, never back).
 * The side's "seen" mark goes to the conversation's room only while the candidate shows seen
 * marks (privacy settings, checked here): otherwise only the reader's own side hears of it.
 */
export async function markRead(
  { db, actor, realtime }: { db: Database; actor: Actor; realtime: Realtime },
  conversationId: string,
  seq: number,
): Promise<void> {
  const { conversation, side } = await assertConversationAccess(db, actor, conversationId);
  const seen = Math.min(seq, conversation.lastSeq);
  const now = new Date();
  await db
    .insert(conversationReads)
    .values({ conversationId, userId: actor.userId, seenSeq: seen, seenAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { seenSeq: sql`greatest(${conversationReads.seenSeq}, excluded.seen_seq)`, seenAt: now },
    });
  const column = side === 'candidate' ? conversations.candidateSeenSeq : conversations.companySeenSeq;
  const [updated] = await db
    .update(conversations)
    .set(
      side === 'candidate'
        ? { candidateSeenSeq: sql`greatest(${column}, ${seen})` }
        : { companySeenSeq: sql`greatest(${column}, ${seen})` },
    )
    .where(eq(conversations.id, conversationId))
    .returning({ candidateSeenSeq: conversations.candidateSeenSeq, companySeenSeq: conversations.companySeenSeq });
  const sideSeq = side === 'candidate' ? updated!.candidateSeenSeq : updated!.companySeenSeq;
  const [profile] = conversation.candidateId
    ? await db
        .select({ showReadReceipts: candidateProfiles.showReadReceipts })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, conversation.candidateId))
    : [];
  const ownSide = await sideUserIds(db, conversation, side);
  const rooms = (profile?.showReadReceipts ?? true) ? [conversationRoom(conversationId)] : [];
  realtime.emit([...rooms, ...ownSide.map(userRoom)], {
    type: 'conversation.read',
    conversationId,
    side,
    seq: sideSeq,
  });
  await emitUnreadCounts(db, realtime, [actor.userId]);
}
