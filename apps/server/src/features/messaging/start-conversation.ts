import type { StartConversationResult } from '@azubi/shared/messaging/messaging';
import { and, eq } from 'drizzle-orm';
import type { StartConversationSchema } from '@azubi/shared/messaging/messaging';
import type { z } from 'zod';
import { applications, conversations, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireVisibleCandidate } from '../candidates';
import { companyAccessState } from '../billing';
import { requireFirstContactLeft } from '../billing';
import { appendMessage, findByClientId, type Appended, type MessagingDeps } from './append-message';
import { conversationDetail, toMessages, viewerOf } from './conversation-view';

type Input = z.output<typeof StartConversationSchema>;

/**
 * A first message (spec §1): a company writes to a candidate it may see (by id or by an
 * application to its listing) with a subject, and needs a running trial or plan (docs/decisions/README.md
 * "Subscription gates": new conversations); a candidate writes about an application of theirs. If
 * the two already have a conversation, the message goes into it. A company opens at most
 * `FIRST_CONTACTS_PER_DAY_*` new conversations a day (first-contact-limit.ts). The conversation is a
 * tie (spec §6) but reveals the candidate only once they write in it or choose "Reveal my profile".
 */
export async function startConversation(
  deps: MessagingDeps,
  input: Input,
): Promise<StartConversationResult & Pick<Appended, 'created' | 'followUp'>> {
  const { db, actor } = deps;
  const viewer = await viewerOf(db, actor);
  let companyId: string;
  let candidateId: string;

  if (viewer.side === 'company') {
    companyId = viewer.companyId!;
    if (input.applicationId) {
      const [application] = await db
        .select({ candidateId: applications.candidateId })
        .from(applications)
        .innerJoin(listings, eq(listings.id, applications.listingId))
        .where(and(eq(applications.id, input.applicationId), eq(listings.companyId, companyId)));
      if (!application) throw AppError.notFound('messaging.applicationNotFound');
      candidateId = application.candidateId;
    } else if (input.candidateId) {
      candidateId = input.candidateId;
    } else {
      throw AppError.validation({ candidateId: 'messaging.candidateRequired' }, 'messaging.candidateRequired');
    }
  } else {
    if (!input.applicationId)
      throw AppError.validation({ applicationId: 'messaging.applicationNotFound' }, 'messaging.applicationNotFound');
    const [application] = await db
      .select({ companyId: listings.companyId })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(and(eq(applications.id, input.applicationId), eq(applications.candidateId, actor.userId)));
    if (!application) throw AppError.notFound('messaging.applicationNotFound');
    companyId = application.companyId;
    candidateId = actor.userId;
  }

  // A resend of a first message whose answer was lost.
  const earlier = await findByClientId(db, actor.userId, input.clientId);
  let [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateId, candidateId)));
  if (earlier && conversation && earlier.conversationId === conversation.id) {
    const [message] = await toMessages(db, conversation, [earlier], { side: viewer.side, locale: actor.locale });
    return {
      conversation: await conversationDetail(db, viewer, conversation.id),
      message: message!,
      created: false,
      followUp: async () => {},
    };
  }

  if (!conversation) {
    if (viewer.side === 'company') {
      if (!(await companyAccessState(db, companyId)).active) throw AppError.forbidden('messaging.planRequired');
      await requireFirstContactLeft(db, deps.config, companyId);
      if (!input.subject)
        throw AppError.validation({ subject: 'messaging.subjectRequired' }, 'messaging.subjectRequired');
      if (candidateId === actor.userId) throw AppError.badRequest('messaging.cannotMessageYourself');
      await requireVisibleCandidate(db, companyId, candidateId).catch((error: unknown) => {
        // Unknown, hidden or not a candidate: one answer, as for a conversation that is not there.
        if (error instanceof AppError && error.statusCode === 404)
          throw AppError.notFound('messaging.candidateNotFound');
        throw error;
      });
    }
    await db
      .insert(conversations)
      .values({ companyId, candidateId, subject: input.subject || null })
      .onConflictDoNothing({ target: [conversations.companyId, conversations.candidateId] });
    [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateId, candidateId)));
  }

  const appended = await appendMessage(deps, {
    conversation: conversation!,
    side: viewer.side,
    clientId: input.clientId,
    body: input.body,
    attachmentIds: input.attachmentIds,
  });
  return {
    conversation: await conversationDetail(db, viewer, conversation!.id),
    message: appended.message,
    created: appended.created,
    followUp: appended.followUp,
  };
}
