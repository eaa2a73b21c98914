/**
 * The live channel's names, without zod (`realtime.ts` has the event schemas and re-exports these):
 * the messages screen shows a person's presence with them and so does not ship zod to the browser
 * (ADR 0033).
 */

/** Every server event travels as this socket.io event, with a `ServerEvent` payload. */
export const SERVER_EVENT = 'event';
/** Spec §7: the presence channel, keyed by user id (the Redis key / room name). */
export const PRESENCE_CHANNEL = 'online_users';
/** Spec §3: the presence record's name when the user has none. */
export const UNKNOWN_USER_NAME = 'Unknown User';
