import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { recordNotification, type NotifyDeps } from '../notifications/notify';
import type { ConversationRow } from './conversation-access';
import { sideUserIds } from './message-events';

/** Where a conversation opens for each side (page paths without the language prefix). */
export const conversationLink = (side: ConversationSide, conversationId: string) =>
  side === 'candidate' ? `/my-messages/${conversationId}` : `/employer/messages/${conversationId}`;

/**
 * The in-app "new message" notice for the other side's people, at once (each unless switched off).
 * One unread notice per conversation is enough: while it is unread, later messages add none. The
 * e-mail comes later and only if the message is still unread (send-unread-message-emails.ts).
 * Returns the recipients' ids.
 */
export async function notifyNewMessage(
  deps: NotifyDeps,
  input: { conversation: ConversationRow; side: ConversationSide; senderName: string },
): Promise<string[]> {
  const { db } = deps;
  const { conversation } = input;
  const otherSide: ConversationSide = input.side === 'candidate' ? 'company' : 'candidate';
  const recipients = await sideUserIds(db, conversation, otherSide);
  for (const userId of recipients) {
    const [open] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'message_received'),
          isNull(notifications.readAt),
          sql`${notifications.data} ->> 'conversationId' = ${conversation.id}`,
        ),
      )
      .limit(1);
    if (open) continue;
    // The returned e-mail is not sent: message e-mails wait 15 minutes for the message to be read.
    await recordNotification(deps, db, {
      userId,
      type: 'message_received',
      data: { conversationId: conversation.id, senderName: input.senderName, subject: conversation.subject ?? '' },
      link: conversationLink(otherSide, conversation.id),
      ...(input.side === 'candidate' && conversation.candidateId ? { aboutUserId: conversation.candidateId } : {}),
    });
  }
  return recipients;
}
