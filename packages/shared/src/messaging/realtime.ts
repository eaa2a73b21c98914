import { z } from '../zod';
import { CONVERSATION_SIDES, MessageSchema } from './messaging';

export * from './realtime-names';

/**
 * Realtime (socket.io on the app's own port, path `/socket.io`). socket.io is only the live
 * channel: a message exists once `POST /api/conversations/:id/messages` answered, and a client
 * catches up from the database after the last `seq` it holds. Every server event travels as the
 * socket.io event `'event'` with a `ServerEvent` payload; client events use their `type` as the
 * socket.io event name.
 */

const side = z.enum(CONVERSATION_SIDES);

export const ServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.new'), conversationId: z.uuid(), message: MessageSchema }),
  z.object({ type: z.literal('conversation.read'), conversationId: z.uuid(), side, seq: z.number().int() }),
  /** Blocked or unblocked, subject changed: refetch the conversation. */
  z.object({ type: z.literal('conversation.updated'), conversationId: z.uuid() }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.uuid(),
    userId: z.uuid(),
    name: z.string(),
    side,
  }),
  z.object({
    type: z.literal('presence'),
    userId: z.uuid(),
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
  }),
  /** The receiver's total unread count (header badge). */
  z.object({ type: z.literal('unread.changed'), count: z.number().int() }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];

export const ConversationJoinSchema = z.object({ conversationId: z.uuid() });
export const ConversationLeaveSchema = z.object({ conversationId: z.uuid() });
export const TypingSchema = z.object({ conversationId: z.uuid() });
export const PresenceQuerySchema = z.object({ userIds: z.array(z.uuid()).max(200) });

/** `conversation.join`'s acknowledgement: an error is a shared message key. */
export const JoinAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type JoinAck = z.infer<typeof JoinAckSchema>;

/** Spec §3 presence record. `onlineAt`: since when online, or when last seen. */
export const PresenceRecordSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  onlineAt: z.string().nullable(),
  online: z.boolean(),
});
export type PresenceRecord = z.infer<typeof PresenceRecordSchema>;
/** `presence.query`'s acknowledgement; `error` (a shared message key) when the query was refused. */
export const PresenceAckSchema = z.object({ presence: z.array(PresenceRecordSchema), error: z.string().optional() });
export type PresenceAck = z.infer<typeof PresenceAckSchema>;

export const ClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation.join'), ...ConversationJoinSchema.shape }),
  z.object({ type: z.literal('conversation.leave'), ...ConversationLeaveSchema.shape }),
  z.object({ type: z.literal('typing'), ...TypingSchema.shape }),
  z.object({ type: z.literal('presence.query'), ...PresenceQuerySchema.shape }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;

/** The socket.io typings both sides use (`Socket<ServerToClientEvents, ClientToServerEvents>`). */
export interface ServerToClientEvents {
  event: (payload: ServerEvent) => void;
}
export interface ClientToServerEvents {
  'conversation.join': (payload: z.input<typeof ConversationJoinSchema>, ack: (answer: JoinAck) => void) => void;
  'conversation.leave': (payload: z.input<typeof ConversationLeaveSchema>) => void;
  typing: (payload: z.input<typeof TypingSchema>) => void;
  'presence.query': (payload: z.input<typeof PresenceQuerySchema>, ack: (answer: PresenceAck) => void) => void;
}
