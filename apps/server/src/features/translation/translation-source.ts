import type { TranslateRequest } from '@azubi/shared/translation/translation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { getListing } from '../listings';
import { assertConversationAccess } from '../messaging';

/**
 * The text to translate, read with the actor's rights and nothing more: a listing's description as
 * the listing page shows it (active listings for anyone, inactive ones for the company's team), a
 * message only for the two parties of its conversation (assertConversationAccess). Anything else
 * is 404, the same answer as for an id that does not exist.
 */
export async function translationSource(
  db: Database,
  actor: Actor | null,
  request: Pick<TranslateRequest, 'kind' | 'id'>,
): Promise<string> {
  if (request.kind === 'listing') {
    const listing = await getListing({ db, userId: actor?.userId ?? null }, request.id);
    return listing.description;
  }
  if (!actor) throw AppError.unauthenticated();
  const [message] = await db
    .select({ conversationId: messages.conversationId, body: messages.body })
    .from(messages)
    .where(eq(messages.id, request.id))
    .limit(1);
  if (!message) throw new AppError(404, 'NOT_FOUND', 'messaging.notFound');
  await assertConversationAccess(db, actor, message.conversationId);
  return message.body;
}
