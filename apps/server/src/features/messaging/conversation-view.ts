import type {
  Attachment,
  ConversationDetail,
  ConversationSide,
  ConversationSummary,
  Message,
} from '@azubi/shared/messaging/messaging';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  candidateProfiles,
  companies,
  conversationReads,
  conversations,
  files,
  messageAttachments,
  messages,
  users,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { disclosureOf } from '../candidates';
import { requireCompanyMember } from '../../platform/company-membership';
import { companyImageUrl } from '../../platform/files/company-image-url';
import type { ConversationRow } from './conversation-access';
import { anonymousCandidateName, deletedUserName, revealedCandidates, revealedIn } from './conversation-people';
import { isCandidate, isCompanyRole } from '../../http/access';

/** Who reads: the candidate, or a member of a company (its id). Everyone else has no conversations. */
export type Viewer = { actor: Actor; side: ConversationSide; companyId: string | null };

export async function viewerOf(db: Database, actor: Actor): Promise<Viewer> {
  if (isCandidate(actor.role)) return { actor, side: 'candidate', companyId: null };
  if (isCompanyRole(actor.role)) {
    const { companyId } = await requireCompanyMember(db, actor);
    return { actor, side: 'company', companyId };
  }
  throw AppError.forbidden('messaging.forbidden');
}

const PREVIEW_LENGTH = 120;
const LIST_LIMIT = 500;
const lastMessage = alias(messages, 'last_message');
const lastSender = alias(users, 'last_sender');
const candidateUser = alias(users, 'candidate_user');

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(db: Database, viewer: Viewer, where: SQL | undefined) {
  return (
    db
      .select({
        conversation: conversations,
        companyName: companies.name,
        companyLogoFileId: companies.logoFileId,
        companyBannerFileId: companies.bannerFileId,
        verificationStatus: companies.verificationStatus,
        candidateName: candidateUser.name,
        candidateImage: candidateUser.image,
        showReadReceipts: candidateProfiles.showReadReceipts,
        lastSeq: lastMessage.seq,
        lastBody: lastMessage.body,
        lastSide: lastMessage.senderSide,
        lastSenderId: lastMessage.senderId,
        lastSystem: lastMessage.system,
        lastCreatedAt: lastMessage.createdAt,
        lastSenderName: lastSender.name,
        mySeenSeq: conversationReads.seenSeq,
        unread: sql<number>`(select count(*)::int from messages m where m.conversation_id = ${conversations.id}
        and m.seq > coalesce(${conversationReads.seenSeq}, 0) and m.sender_side <> ${viewer.side})`,
      })
      .from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      // A left join: a deleted candidate's conversation stays with the company (candidate_id null).
      .leftJoin(candidateUser, eq(candidateUser.id, conversations.candidateId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, conversations.candidateId))
      .leftJoin(
        lastMessage,
        and(eq(lastMessage.conversationId, conversations.id), eq(lastMessage.seq, conversations.lastSeq)),
      )
      .leftJoin(lastSender, eq(lastSender.id, lastMessage.senderId))
      .leftJoin(
        conversationReads,
        and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, viewer.actor.userId)),
      )
      .where(where)
      .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
      .limit(LIST_LIMIT)
  );
}

function ownConversations(viewer: Viewer): SQL {
  return viewer.side === 'candidate'
    ? eq(conversations.candidateId, viewer.actor.userId)
    : eq(conversations.companyId, viewer.companyId!);
}

async function summariesOf(db: Database, viewer: Viewer, rows: SummaryRow[]): Promise<ConversationSummary[]> {
  const revealed =
    viewer.side === 'company'
      ? await revealedCandidates(
          db,
          viewer.companyId!,
          rows.flatMap((r) => (r.conversation.candidateId ? [r.conversation.candidateId] : [])),
        )
      : null;
  return rows.map((row) => {
    const c = row.conversation;
    const deleted = c.candidateId === null;
    const shown = !deleted && (revealed === null || revealed.has(c.candidateId!));
    const candidateName = deleted
      ? deletedUserName(viewer.actor.locale)
      : shown
        ? (row.candidateName ?? '')
        : anonymousCandidateName(c.candidateId!, viewer.actor.locale);
    const blocked = c.blockedByCandidateAt !== null;
    const declined = c.declinedAt !== null;
    return {
      id: c.id,
      subject: c.subject,
      company: {
        id: c.companyId,
        name: row.companyName,
        logoUrl: companyImageUrl({ id: c.companyId, logoFileId: row.companyLogoFileId, bannerFileId: null }, 'logo'),
        verified: row.verificationStatus === 'verified' || row.verificationStatus === 'verified_manually',
      },
      candidate: { id: c.candidateId, name: candidateName, photoUrl: shown ? (row.candidateImage ?? null) : null },
      lastMessage:
        row.lastSeq !== null && row.lastBody !== null && row.lastSide !== null && row.lastCreatedAt !== null
          ? {
              seq: row.lastSeq,
              preview: preview(row.lastBody),
              senderName: row.lastSide === 'candidate' ? candidateName : (row.lastSenderName ?? row.companyName),
              side: row.lastSide,
              byReader: !row.lastSystem && row.lastSenderId === viewer.actor.userId,
              system: row.lastSystem === true,
              createdAt: row.lastCreatedAt.toISOString(),
            }
          : null,
      lastSeq: c.lastSeq,
      unreadCount: Number(row.unread),
      blockedByCandidate: blocked,
      canWrite: viewer.side === 'candidate' || (!blocked && !declined && !deleted),
    };
  });
}

function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : line;
}

/** The viewer's conversations, unread first, then the newest; `q` matches the other side's name or the subject. */
export async function listSummaries(db: Database, viewer: Viewer, q?: string): Promise<ConversationSummary[]> {
  const rows = await selectSummaries(db, viewer, ownConversations(viewer));
  let items = await summariesOf(db, viewer, rows);
  if (q) {
    const needle = q.toLocaleLowerCase();
    items = items.filter((item) =>
      [viewer.side === 'candidate' ? item.company.name : item.candidate.name, item.subject ?? '']
        .join('\n')
        .toLocaleLowerCase()
        .includes(needle),
    );
  }
  // Stable: within each group the query's newest-first order stays.
  return [...items.filter((i) => i.unreadCount > 0), ...items.filter((i) => i.unreadCount === 0)];
}

/** One conversation the viewer already has access to (see assertConversationAccess), with seen marks. */
export async function conversationDetail(
  db: Database,
  viewer: Viewer,
  conversationId: string,
): Promise<ConversationDetail> {
  const rows = await selectSummaries(db, viewer, eq(conversations.id, conversationId));
  const row = rows[0];
  if (!row) throw AppError.notFound('messaging.notFound');
  const [summary] = await summariesOf(db, viewer, [row]);
  const c = row.conversation;
  // Seen marks both ways only while the candidate shows theirs (like WhatsApp).
  const receipts = row.showReadReceipts ?? true;
  const revealed = c.candidateId ? (await disclosureOf(db, c.companyId, c.candidateId)).revealed : false;
  return {
    ...summary!,
    mySide: viewer.side,
    mySeenSeq: row.mySeenSeq ?? 0,
    otherSeenSeq: receipts ? (viewer.side === 'candidate' ? c.companySeenSeq : c.candidateSeenSeq) : null,
    canBlock: viewer.side === 'candidate',
    candidateRevealed: revealed,
    declined: c.declinedAt && c.declineReason ? { reason: c.declineReason, at: c.declinedAt.toISOString() } : null,
  };
}

export type MessageRow = typeof messages.$inferSelect;

/**
 * Messages as the API shows them, with their attachments and their senders' names: a company
 * member's name (the company's once the account is gone), the candidate's name or, for a company
 * not yet shown it, their code.
 */
export async function toMessages(
  db: Database,
  conversation: ConversationRow,
  rows: MessageRow[],
  reader: { side: ConversationSide; locale: 'en' | 'de' },
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const senderIds = [...new Set(rows.map((r) => r.senderId).filter((id): id is string => id !== null))];
  const [attachmentRows, senders, [company], revealed] = await Promise.all([
    db
      .select({
        id: messageAttachments.id,
        messageId: messageAttachments.messageId,
        name: files.originalName,
        mimeType: files.mimeType,
        sizeBytes: files.sizeBytes,
      })
      .from(messageAttachments)
      .innerJoin(files, eq(files.id, messageAttachments.fileId))
      .where(inArray(messageAttachments.messageId, ids))
      .orderBy(asc(messageAttachments.position)),
    senderIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, senderIds))
      : Promise.resolve([]),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, conversation.companyId)),
    reader.side === 'company' && conversation.candidateId ? revealedIn(db, conversation) : Promise.resolve(null),
  ]);
  const names = new Map(senders.map((s) => [s.id, s.name]));
  const attachments = new Map<string, Attachment[]>();
  for (const a of attachmentRows) {
    const list = attachments.get(a.messageId!) ?? [];
    list.push(toAttachment(a));
    attachments.set(a.messageId!, list);
  }
  const candidateId = conversation.candidateId;
  const candidateHidden = candidateId !== null && revealed === false;
  // Once the candidate deleted their account, their messages are signed "Deleted user".
  const hiddenName = candidateId ? anonymousCandidateName(candidateId, reader.locale) : deletedUserName(reader.locale);
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    conversationId: row.conversationId,
    seq: row.seq,
    sender: {
      userId: row.senderId,
      name:
        row.senderSide === 'candidate'
          ? candidateHidden
            ? hiddenName
            : (names.get(row.senderId ?? '') ?? hiddenName)
          : (names.get(row.senderId ?? '') ?? company?.name ?? ''),
      side: row.senderSide,
    },
    body: row.body,
    attachments: attachments.get(row.id) ?? [],
    system: row.system,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function toAttachment(a: { id: string; name: string; mimeType: string; sizeBytes: number }): Attachment {
  return {
    id: a.id,
    name: a.name,
    mimeType: a.mimeType,
    sizeBytes: a.sizeBytes,
    kind: a.mimeType === 'application/pdf' ? 'pdf' : 'image',
  };
}

/** A page of messages in ascending order: after a number (catch-up), before one (older), or the newest. */
export async function messagePage(
  db: Database,
  conversation: ConversationRow,
  query: { after?: number; before?: number; limit: number },
  reader: { side: ConversationSide; locale: 'en' | 'de' },
): Promise<{ items: Message[]; hasMore: boolean }> {
  const { after, before, limit } = query;
  const conditions = [eq(messages.conversationId, conversation.id)];
  if (after !== undefined) conditions.push(gt(messages.seq, after));
  if (before !== undefined) conditions.push(lt(messages.seq, before));
  const ascending = after !== undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(ascending ? asc(messages.seq) : desc(messages.seq))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!ascending) page.reverse();
  return { items: await toMessages(db, conversation, page, reader), hasMore };
}
