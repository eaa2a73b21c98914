/**
 * The web app's query keys of the messaging feature (TanStack Query), in one place so the realtime
 * events update the same entries. The server puts a messages page's first data under these keys into
 * its HTML (apps/server/src/web/render-page.ts): both sides build them here.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversationList: (q: string) => [...messagingKeys.conversations(), q] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...messagingKeys.all, 'messages', id] as const,
};

/** How many of a conversation's newest messages the page asks for first. */
export const FIRST_MESSAGES_LIMIT = 50;
