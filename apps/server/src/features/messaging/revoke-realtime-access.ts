import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import type { Realtime } from '../../realtime/realtime';
import { conversationRoom, presenceRoom } from '../../realtime/rooms';
import { forgetPeople } from './people-cache';

/**
 * A member removed from a company loses its conversations at once: their sockets (on every
 * instance) leave the company's conversation rooms and the presence rooms of its candidates.
 * HTTP access ends by itself (membership is read on each request).
 */
export async function leaveCompanyConversations(
  { db, realtime }: { db: Database; realtime: Realtime },
  userId: string,
  companyId: string,
): Promise<void> {
  const rows = await db
    .select({ id: conversations.id, candidateId: conversations.candidateId })
    .from(conversations)
    .where(eq(conversations.companyId, companyId));
  // Every instance forgets the company's people first: no event of its conversations reaches them.
  await forgetPeople(db, { company: companyId });
  await realtime.leaveRooms(userId, [
    ...rows.map((r) => conversationRoom(r.id)),
    ...rows.flatMap((r) => (r.candidateId ? [presenceRoom(r.candidateId)] : [])),
  ]);
}
