import type { ConversationSummary } from '@azubi/shared/messaging/messaging';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/session/session';
import { listSummaries, viewerOf } from './conversation-view';

/** The actor's conversations (a candidate's own, a company member's company's), unread first, then newest. */
export async function listConversations(
  { db, actor }: { db: Database; actor: Actor },
  q?: string,
): Promise<{ items: ConversationSummary[] }> {
  return { items: await listSummaries(db, await viewerOf(db, actor), q) };
}
