/** React Query keys of the messaging feature, in one place so the realtime events update the same entries. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversationList: (q: string) => [...messagingKeys.conversations(), q] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...messagingKeys.all, 'messages', id] as const,
};
