import type { Message } from '@azubi/shared/messaging/messaging';

/**
 * Adds messages to a conversation's list: each message once (by id, and by the client's id so a
 * resent message is not shown twice), in the conversation's order (seq). Returns the same array
 * when nothing changed, so React Query does not re-render for a message it already had.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return current as Message[];
  const ids = new Set(current.map((message) => message.id));
  const clientIds = new Set(current.map((message) => message.clientId));
  const added: Message[] = [];
  for (const message of incoming) {
    if (ids.has(message.id) || clientIds.has(message.clientId)) continue;
    ids.add(message.id);
    clientIds.add(message.clientId);
    added.push(message);
  }
  if (added.length === 0) return current as Message[];
  return [...current, ...added].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, 0 for none: where catch-up continues. */
export function lastSeq(messages: readonly Message[]): number {
  return messages.reduce((max, message) => Math.max(max, message.seq), 0);
}
