import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { revealedTo } from '../candidates';
import { recordNotification, type NotifyDeps } from '../../platform/notify/notify';
import { dispatchPush } from '../../platform/push/dispatch-push';
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
  input: { conversation: ConversationRow; side: ConversationSide; senderName: string; text?: string },
): Promise<string[]> {
  const { db } = deps;
  const { conversation } = input;
  const candidateId = conversation.candidateId;
  // A deleted candidate's conversation is read-only (ADR 0030): no message reaches it to notify of.
  if (!candidateId) return [];
  const otherSide: ConversationSide = input.side === 'candidate' ? 'company' : 'candidate';
  const recipients = await sideUserIds(db, conversation, otherSide);
  // The push names the sender as the reader sees them; a company, before the candidate revealed
  // themselves to it, only as "A company" (null: the reader's language says it).
  const anonymousCompany = input.side === 'company' && !(await revealedTo(db, conversation.companyId, candidateId));
  const pushMessage = {
    text: input.text ?? '',
    senderLabel: anonymousCompany ? null : input.senderName,
    conversation: { companyId: conversation.companyId, candidateId },
  };
  const link = conversationLink(otherSide, conversation.id);
  const data = { conversationId: conversation.id, senderName: input.senderName, subject: conversation.subject ?? '' };
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
    if (open) {
      // No second notice, but the device's push is replaced by this message's (same topic).
      try {
        await dispatchPush(deps, {
          userId,
          type: 'message_received',
          data,
          link,
          notificationId: open.id,
          message: pushMessage,
        });
      } catch (err) {
        deps.log.error({ err }, 'message push could not be sent');
      }
      continue;
    }
    // No e-mail now: message e-mails wait 15 minutes for the message to be read.
    const pushNow = await recordNotification(deps, db, {
      userId,
      type: 'message_received',
      data,
      link,
      withoutEmail: true,
      pushMessage,
      ...(input.side === 'candidate' ? { aboutUserId: candidateId } : {}),
    });
    await pushNow();
  }
  return recipients;
}
