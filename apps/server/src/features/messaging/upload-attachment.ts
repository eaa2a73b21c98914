import { MESSAGE_ATTACHMENT_MAX_BYTES, type Attachment } from '@azubi/shared/messaging/messaging';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { messageAttachments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import type { Actor } from '../../platform/session/session';
import { acceptFrom, IMAGE_AND_PDF, receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, saveFile } from '../../platform/files/stored-files';
import { toAttachment, viewerOf } from './conversation-view';

/**
 * `POST /api/message-attachments`: one PDF, JPEG, PNG or WebP file under 10 MB (spec §5, "File
 * size must be less than 10MB"), its type read from its bytes. It belongs to the uploader until a
 * message of theirs takes it (at most 5 per message).
 */
export async function uploadAttachment(
  { db, storage, actor }: { db: Database; storage: FileStorage; actor: Actor },
  request: FastifyRequest,
): Promise<Attachment> {
  await viewerOf(db, actor);
  const upload = await receiveUpload(request, {
    maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
    accept: acceptFrom(IMAGE_AND_PDF),
    tooLargeKey: 'messaging.attachmentTooLarge',
    emptyKey: 'files.fileRequired',
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.messageKey === 'files.typeNotAllowed')
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'messaging.attachmentType');
    throw error;
  });
  const file = await saveFile(
    { db, storage },
    {
      ownerId: actor.userId,
      kind: 'message_attachment',
      bytes: upload.bytes,
      mimeType: upload.mimeType,
      originalName: upload.originalName,
    },
  );
  try {
    const [row] = await db
      .insert(messageAttachments)
      .values({ fileId: file.id, uploaderId: actor.userId })
      .returning({ id: messageAttachments.id });
    return toAttachment({ id: row!.id, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes });
  } catch (error) {
    await deleteFiles({ db, storage }, [file.id]);
    throw error;
  }
}
