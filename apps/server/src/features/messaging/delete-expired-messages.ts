import type { FastifyBaseLogger } from 'fastify';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageAttachments, messages } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { deleteFiles } from '../../platform/files/stored-files';

/** Spec §9: messages are kept 2 years. */
export const MESSAGE_RETENTION_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;
/** Uploads never sent with a message are removed after a day. */
export const UNSENT_ATTACHMENT_MS = 24 * 60 * 60 * 1000;

/**
 * Retention (docs/decisions/README.md "Retention"): messages two years after they were sent, with their
 * files' rows and bytes, and attachments uploaded but never sent. A conversation keeps its
 * numbering, so clients never see a number twice.
 */
export async function deleteExpiredMessages(
  db: Database,
  storage: FileStorage,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ messages: number; files: number }> {
  const cutoff = new Date(now.getTime() - MESSAGE_RETENTION_MS);
  const unsentCutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_MS);
  const fileIds = (
    await db
      .select({ fileId: messageAttachments.fileId })
      .from(messageAttachments)
      .where(
        sql`${messageAttachments.messageId} in (select ${messages.id} from ${messages} where ${lt(messages.createdAt, cutoff)})
          or (${and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, unsentCutoff))})`,
      )
  ).map((r) => r.fileId);
  const filesDeleted = await deleteFiles({ db, storage, log }, fileIds);
  const removed = await db.delete(messages).where(lt(messages.createdAt, cutoff)).returning({ id: messages.id });
  return { messages: removed.length, files: filesDeleted };
}
