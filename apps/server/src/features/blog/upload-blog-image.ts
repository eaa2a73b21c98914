import { BLOG_IMAGE_MAX_BYTES, type BlogUploadedImage } from '@azubi/shared/blog/blog-admin';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { blogImages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Actor } from '../../platform/session/session';
import { acceptFrom, IMAGES, receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, saveFile } from '../../platform/files/stored-files';
import { imageSize } from './image-size';
import { blogImageUrl } from './render-markdown';

/**
 * An image for a post (multipart `file`): JPEG, PNG or WebP up to 5 MB, the type read from its
 * bytes (a text file named .png is refused with 415), stored like every upload (features/files)
 * with its pixel size. It is public only once a published post shows it (GET /api/blog/images/:id).
 */
export async function uploadBlogImage(
  deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger; actor: Actor; audit: AuditContext },
  request: FastifyRequest,
): Promise<BlogUploadedImage> {
  const { db, storage, actor } = deps;
  const upload = await receiveUpload(request, {
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    accept: acceptFrom(IMAGES),
    tooLargeKey: 'files.tooLarge',
    emptyKey: 'files.fileRequired',
  });
  const size = imageSize(upload.bytes, upload.mimeType);
  if (!size) throw AppError.validation({ file: 'blogAdmin.imageUnreadable' }, 'blogAdmin.imageUnreadable');
  const file = await saveFile({ db, storage }, { ownerId: actor.userId, kind: 'blog_image', ...upload });
  try {
    await db.insert(blogImages).values({ fileId: file.id, ...size });
  } catch (error) {
    await deleteFiles(deps, [file.id]);
    throw error;
  }
  await recordAuditEvent(
    db,
    {
      action: 'file_upload',
      userId: actor.userId,
      context: deps.audit,
      resourceType: 'file',
      resourceId: file.id,
      details: { kind: file.kind, mimeType: file.mimeType, sizeBytes: file.sizeBytes },
    },
    deps.log,
  );
  return { fileId: file.id, src: blogImageUrl(file.id), ...size };
}
