import type { SendMessageSchema } from '@azubi/shared/messaging/messaging';
import type { z } from 'zod';
import { appendMessage, type Appended, type MessagingDeps } from './append-message';
import { assertConversationAccess } from './conversation-access';

/** `POST /api/conversations/:id/messages`: a message from either party (see appendMessage for the rules). */
export async function sendMessage(
  deps: MessagingDeps,
  conversationId: string,
  input: z.output<typeof SendMessageSchema>,
): Promise<Appended> {
  const { conversation, side } = await assertConversationAccess(deps.db, deps.actor, conversationId);
  return appendMessage(deps, { conversation, side, ...input });
}
