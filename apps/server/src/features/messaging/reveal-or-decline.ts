import type { DeclineReason } from '@azubi/shared/messaging/messaging';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/realtime';
import type { Actor } from '../../platform/session/session';
import { recordReveal } from '../candidates';
import { assertConversationAccess } from './conversation-access';
import { everyoneIn } from './message-events';
import { forgetPeople } from './people-cache';

type Deps = { db: Database; actor: Actor; realtime: Realtime };

/**
 * "Reveal my profile" (issue 28.3): in a conversation, the candidate consents to show their
 * profile to the company (name, photo, exact age, links, documents as shared, audio), without
 * writing. Contact details still wait for a reply or an application (docs/decisions/README.md "Anonymised
 * first contact"). Only the candidate of the conversation may do this; both sides hear of it, so
 * the company's header shows the name at once.
 */
export async function revealToCompany({ db, actor, realtime }: Deps, conversationId: string): Promise<void> {
  const { conversation, side } = await assertConversationAccess(db, actor, conversationId);
  if (side !== 'candidate' || !conversation.candidateId) throw AppError.forbidden('messaging.forbidden');
  await recordReveal(db, conversation.companyId, conversation.candidateId);
  // Every instance shows the name from now on (its cached disclosure is forgotten first).
  await forgetPeople(db, { company: conversation.companyId });
  realtime.emit(await everyoneIn(db, conversation), { type: 'conversation.updated', conversationId });
}

/**
 * "Not interested" (issue 28.3): the candidate closes a conversation politely, with a reason the
 * company sees; it reveals nothing. The company cannot write until the candidate writes again.
 */
export async function declineConversation(
  { db, actor, realtime }: Deps,
  conversationId: string,
  reason: DeclineReason,
): Promise<void> {
  const { conversation, side } = await assertConversationAccess(db, actor, conversationId);
  if (side !== 'candidate') throw AppError.forbidden('messaging.forbidden');
  await db
    .update(conversations)
    .set({ declinedAt: new Date(), declineReason: reason })
    .where(eq(conversations.id, conversationId));
  realtime.emit(await everyoneIn(db, conversation), { type: 'conversation.updated', conversationId });
}
