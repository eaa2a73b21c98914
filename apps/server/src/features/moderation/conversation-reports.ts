import type { ConversationReportItem } from '@azubi/shared/moderation/moderation';
import { translate } from '@azubi/shared/i18n/messages';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, conversationReports, conversations, messageAttachments, messages, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/realtime';
import type { Actor } from '../../platform/session/session';
import { blockCompanyAfterReport } from '../messaging';

const MESSAGES_SHOWN = 20;

/** Reported conversations, oldest report first, each with its latest messages for the moderator to judge. */
export async function listConversationReports(
  { db, actor }: { db: Database; actor: Actor },
  status: 'open' | 'all',
): Promise<ConversationReportItem[]> {
  const rows = await db
    .select({
      report: conversationReports,
      subject: conversations.subject,
      companyName: companies.name,
      candidateName: users.name,
    })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(users, eq(users.id, conversations.candidateId))
    .where(status === 'open' ? eq(conversationReports.status, 'open') : undefined)
    .orderBy(asc(conversationReports.createdAt))
    .limit(200);
  const conversationIds = [...new Set(rows.map((r) => r.report.conversationId))];
  const latest = conversationIds.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          seq: messages.seq,
          side: messages.senderSide,
          senderName: users.name,
          body: messages.body,
          createdAt: messages.createdAt,
          attachmentCount: sql<number>`(select count(*)::int from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})`,
          rank: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.seq} desc)`.as(
            'rank',
          ),
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(desc(messages.seq))
    : [];
  const byConversation = new Map<string, ConversationReportItem['messages']>();
  for (const m of latest) {
    const list = byConversation.get(m.conversationId) ?? [];
    if (list.length >= MESSAGES_SHOWN) continue;
    list.unshift({
      seq: m.seq,
      side: m.side,
      senderName: m.senderName ?? 'Unknown User',
      body: m.body,
      attachmentCount: Number(m.attachmentCount),
      createdAt: m.createdAt.toISOString(),
    });
    byConversation.set(m.conversationId, list);
  }
  return rows.map(({ report: r, subject, companyName, candidateName }) => ({
    id: r.id,
    conversationId: r.conversationId,
    subject,
    companyName,
    candidateName: candidateName ?? translate(actor.locale, 'messaging.deletedUser'),
    reporterSide: r.reporterSide,
    reason: r.reason,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolutionNote: r.resolutionNote,
    messages: byConversation.get(r.conversationId) ?? [],
  }));
}

/**
 * A moderator decides a conversation report. Upholding a candidate's report blocks the company in
 * that conversation; upholding a company's report records the decision (acting on the candidate's
 * account is the users admin's job). Either way every open report on the conversation by the same
 * side closes with it.
 */
export async function resolveConversationReport(
  deps: { db: Database; realtime: Realtime; actor: Actor },
  reportId: string,
  decision: 'uphold' | 'dismiss',
  note: string | null,
): Promise<{ reporterSide: 'candidate' | 'company' }> {
  const { db, actor } = deps;
  const [report] = await db.select().from(conversationReports).where(eq(conversationReports.id, reportId));
  if (!report) throw AppError.notFound('moderation.reportNotFound');
  if (report.status !== 'open') throw new AppError(409, 'CONFLICT', 'moderation.reportClosed');
  const resolution = { resolvedBy: actor.userId, resolvedAt: new Date(), resolutionNote: note };
  if (decision === 'dismiss') {
    await db
      .update(conversationReports)
      .set({ status: 'dismissed', ...resolution })
      .where(eq(conversationReports.id, reportId));
    return { reporterSide: report.reporterSide };
  }
  await db
    .update(conversationReports)
    .set({ status: 'upheld', ...resolution })
    .where(
      and(
        eq(conversationReports.conversationId, report.conversationId),
        eq(conversationReports.reporterSide, report.reporterSide),
        eq(conversationReports.status, 'open'),
      ),
    );
  if (report.reporterSide === 'candidate') await blockCompanyAfterReport(deps, report.conversationId);
  return { reporterSide: report.reporterSide };
}
