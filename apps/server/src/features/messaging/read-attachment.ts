import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, messageAttachments, messages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import type { FileRow } from '../../platform/files/stored-files';
import { assertConversationAccess } from './conversation-access';

/**
 * An attachment's file for the two parties of its conversation only; an unsent one for its
 * uploader only. Anyone else: 404 "File not found" (its existence is not told).
 */
export async function readAttachment(
  { db, actor }: { db: Database; actor: Actor },
  attachmentId: string,
): Promise<FileRow> {
  const [row] = await db
    .select({ file: files, uploaderId: messageAttachments.uploaderId, conversationId: messages.conversationId })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .leftJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, attachmentId));
  if (!row) throw AppError.notFound('files.notFound');
  if (row.conversationId === null) {
    if (row.uploaderId !== actor.userId) throw AppError.notFound('files.notFound');
    return row.file;
  }
  await assertConversationAccess(db, actor, row.conversationId).catch(() => {
    throw AppError.notFound('files.notFound');
  });
  return row.file;
}
