import type { ConversationDetail, MessagePage } from '@azubi/shared/messaging/messaging';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/session/session';
import { assertConversationAccess } from './conversation-access';
import { conversationDetail, messagePage, viewerOf } from './conversation-view';

type Deps = { db: Database; actor: Actor };

export async function getConversation({ db, actor }: Deps, conversationId: string): Promise<ConversationDetail> {
  await assertConversationAccess(db, actor, conversationId);
  return conversationDetail(db, await viewerOf(db, actor), conversationId);
}

/**
 * A page of a conversation's messages in ascending order. `after` is the catch-up after a
 * reconnect: everything after the last number the client holds, oldest first, `hasMore` until the
 * client has caught up.
 */
export async function listMessages(
  { db, actor }: Deps,
  conversationId: string,
  query: { after?: number; before?: number; limit: number },
): Promise<MessagePage> {
  const { conversation, side } = await assertConversationAccess(db, actor, conversationId);
  return messagePage(db, conversation, query, { side, locale: actor.locale });
}
