import type { ConversationSide, Message } from '@azubi/shared/messaging/messaging';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationReads, conversations, messageAttachments, messages } from '../../db/schema';
import { isDatabaseError } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { Realtime } from '../../realtime/realtime';
import type { Actor } from '../../platform/session/session';
import type { NotifyDeps } from '../../platform/notify/notify';
import type { ConversationRow } from './conversation-access';
import { senderDisplayName } from './conversation-people';
import { toMessages } from './conversation-view';
import { emitUnreadCounts, everyoneIn } from './message-events';
import type { MessageFollowUps } from './message-follow-ups';
import { notifyNewMessage } from './notify-new-message';
import { forgetPeople } from './people-cache';

export type MessagingDeps = NotifyDeps & {
  realtime: Realtime;
  rateLimits: RateLimitStore;
  actor: Actor;
  /** Notices and badges after the answer, in batches (message-follow-ups.ts); absent in scripts. */
  followUps?: MessageFollowUps;
};

export type Appended = {
  message: Message;
  /** False when the client id was sent before: the stored message, nothing new stored or emitted. */
  created: boolean;
  /** In-app notifications and unread badges, to run after the answer. */
  followUp: () => Promise<void>;
};

const NOTHING = async () => {};

/** A message the actor sent before under this client id (any conversation), or null. */
export async function findByClientId(db: Database, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row ?? null;
}

/**
 * Stores one message and tells both sides (spec §1, §9; docs/decisions/README.md "Realtime catch-up"):
 * - a client id already used by the sender returns the stored message (a resend after a lost
 *   answer), never a second row or event;
 * - the company cannot write while the candidate blocks it; 30 messages a minute per user;
 * - the conversation's number is raised in the same transaction that stores the message (the
 *   row lock orders concurrent senders), so numbers are gapless and each is used once;
 * - the sender has seen everything up to their own message;
 * - then `message.new` goes to the conversation's room and both sides' people.
 */
export async function appendMessage(
  deps: MessagingDeps,
  input: {
    conversation: ConversationRow;
    side: ConversationSide;
    clientId: string;
    body: string;
    attachmentIds: string[];
    /** Written by the platform on the actor's behalf (a placement line), not typed by them. */
    system?: boolean;
  },
): Promise<Appended> {
  const { db, actor } = deps;
  const { conversation, side } = input;
  const reader = { side, locale: actor.locale };

  const earlier = await findByClientId(db, actor.userId, input.clientId);
  if (earlier) return resent(db, conversation, earlier, reader);

  // The candidate deleted their account: the company keeps the conversation to read, not to write.
  if (conversation.candidateId === null) throw AppError.forbidden('messaging.candidateDeletedAccount');
  if (side === 'company' && conversation.blockedByCandidateAt) throw AppError.forbidden('messaging.blocked');
  if (side === 'company' && conversation.declinedAt) throw AppError.forbidden('messaging.declined');
  // The candidate's first message reveals them (candidate-disclosure.ts): the company's pages then
  // show their name at once (issue 28.3), so both sides hear that the conversation changed.
  const firstReply =
    side === 'candidate' &&
    (
      await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderSide, 'candidate')))
        .limit(1)
    ).length === 0;
  const limit = await checkRateLimit(deps.rateLimits, RATE_LIMITS.messageCreate, [`user:${actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('messaging.rateLimited', limit.retryAfterSeconds);

  const attachmentIds = [...new Set(input.attachmentIds)];
  if (attachmentIds.length > 0) {
    const own = await db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(
        and(
          inArray(messageAttachments.id, attachmentIds),
          eq(messageAttachments.uploaderId, actor.userId),
          isNull(messageAttachments.messageId),
        ),
      );
    if (own.length !== attachmentIds.length) throw AppError.badRequest('messaging.attachmentNotFound');
  }

  let row: typeof messages.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      const now = new Date();
      const [numbered] = await tx
        .update(conversations)
        .set({
          lastSeq: sql`${conversations.lastSeq} + 1`,
          lastMessageAt: now,
          ...(side === 'candidate'
            ? // Writing again takes back "Not interested".
              { candidateSeenSeq: sql`${conversations.lastSeq} + 1`, declinedAt: null, declineReason: null }
            : { companySeenSeq: sql`${conversations.lastSeq} + 1` }),
        })
        .where(
          side === 'company'
            ? and(
                eq(conversations.id, conversation.id),
                isNotNull(conversations.candidateId),
                isNull(conversations.blockedByCandidateAt),
                isNull(conversations.declinedAt),
              )
            : eq(conversations.id, conversation.id),
        )
        .returning();
      if (!numbered) throw AppError.forbidden('messaging.blocked');
      const [inserted] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          seq: numbered.lastSeq,
          clientId: input.clientId,
          senderId: actor.userId,
          senderSide: side,
          body: input.body,
          system: input.system ?? false,
          createdAt: now,
        })
        .returning();
      for (const [position, id] of attachmentIds.entries()) {
        const [attached] = await tx
          .update(messageAttachments)
          .set({ messageId: inserted!.id, position })
          .where(and(eq(messageAttachments.id, id), isNull(messageAttachments.messageId)))
          .returning({ id: messageAttachments.id });
        if (!attached) throw AppError.badRequest('messaging.attachmentNotFound');
      }
      await tx
        .insert(conversationReads)
        .values({ conversationId: conversation.id, userId: actor.userId, seenSeq: numbered.lastSeq, seenAt: now })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { seenSeq: sql`greatest(${conversationReads.seenSeq}, excluded.seen_seq)`, seenAt: now },
        });
      return inserted!;
    });
  } catch (error) {
    // The same client id sent twice at once: the other request stored it.
    if (!(error instanceof AppError) && isDatabaseError(error)) {
      const stored = await findByClientId(db, actor.userId, input.clientId);
      if (stored) return resent(db, conversation, stored, reader);
    }
    throw error;
  }

  const [message] = await toMessages(db, conversation, [row], reader);
  // Realtime readers on both sides get the company's view of the sender's name.
  const shared =
    side === 'candidate'
      ? { ...message!, sender: { ...message!.sender, name: await senderDisplayName(db, conversation, side, actor) } }
      : message!;
  const rooms = await everyoneIn(db, conversation);
  deps.realtime.emit(rooms, { type: 'message.new', conversationId: conversation.id, message: shared });
  if (firstReply) await forgetPeople(db, { company: conversation.companyId });
  if (firstReply || (side === 'candidate' && conversation.declinedAt))
    deps.realtime.emit(rooms, { type: 'conversation.updated', conversationId: conversation.id });

  return {
    message: message!,
    created: true,
    followUp: async () => {
      const recipients = await notifyNewMessage(deps, {
        conversation,
        side,
        senderName: shared.sender.name,
        text: input.body,
      });
      await emitUnreadCounts(db, deps.realtime, recipients);
    },
  };
}

async function resent(
  db: Database,
  conversation: ConversationRow,
  row: typeof messages.$inferSelect,
  reader: { side: ConversationSide; locale: 'en' | 'de' },
): Promise<Appended> {
  if (row.conversationId !== conversation.id) throw new AppError(409, 'CONFLICT', 'errors.conflict');
  const [message] = await toMessages(db, conversation, [row], reader);
  return { message: message!, created: false, followUp: NOTHING };
}
