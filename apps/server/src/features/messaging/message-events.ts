import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { conversationRoom, userRoom } from '../../realtime/rooms';
import type { ConversationRow } from './conversation-access';
import { conversationParticipants } from './conversation-people';
import { unreadCount } from './get-unread-count';

/** The rooms that reach everyone in a conversation now: its viewers and both sides' people (list, badge). */
export async function everyoneIn(db: Database, conversation: ConversationRow): Promise<string[]> {
  const { candidateId, companyUserIds } = await conversationParticipants(db, conversation);
  return [
    conversationRoom(conversation.id),
    ...(candidateId ? [userRoom(candidateId)] : []),
    ...companyUserIds.map(userRoom),
  ];
}

/** The user ids of one side of a conversation. */
export async function sideUserIds(db: Database, conversation: ConversationRow, side: ConversationSide) {
  const { candidateId, companyUserIds } = await conversationParticipants(db, conversation);
  if (side === 'company') return companyUserIds;
  return candidateId ? [candidateId] : [];
}

/** Tells each user their new unread total (header badge on every open tab). */
export async function emitUnreadCounts(db: Database, realtime: Realtime, userIds: string[]): Promise<void> {
  for (const userId of userIds) {
    const count = await unreadCount(db, userId);
    realtime.emit([userRoom(userId)], { type: 'unread.changed', count });
  }
}
