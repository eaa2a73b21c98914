import type { ReportConversationSchema } from '@azubi/shared/messaging/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conversationReports } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { assertConversationAccess } from './conversation-access';

/** Either party reports a conversation to the moderators (stored as an open report). */
export async function reportConversation(
  { db, actor, log }: { db: Database; actor: Actor; log: FastifyBaseLogger },
  conversationId: string,
  input: z.output<typeof ReportConversationSchema>,
): Promise<{ id: string }> {
  const { side } = await assertConversationAccess(db, actor, conversationId);
  const [report] = await db
    .insert(conversationReports)
    .values({
      conversationId,
      reporterId: actor.userId,
      reporterSide: side,
      reason: input.reason,
      note: input.note || null,
    })
    .returning({ id: conversationReports.id });
  log.info({ conversationReportId: report!.id, reason: input.reason }, 'conversation reported');
  return report!;
}
