import { OTHER_DOCUMENTS_MAX, UPLOAD_MAX_BYTES, type DocumentType } from '@azubi/shared/files/files';
import type { GermanLevel } from '@azubi/shared/listings/listing';
import { certificateCanShow, type CertificateType } from '@azubi/shared/profile/profile';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { candidateDocuments, candidateProfiles, files, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Candidate } from '../../http/access';
import { acceptFrom, IMAGE_AND_PDF, IMAGES, receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, fileUrl, saveFile, type FileRow } from '../../platform/files/stored-files';
import type { NotifyDeps } from '../../platform/notify/notify';
import { loadProfileState, type ProfileState } from './profile-state';
import { reviewAfterChange } from './review-profile';

export type DocumentDeps = NotifyDeps & { actor: Candidate; storage: FileStorage; audit: AuditContext };

export type DocumentUploadQuery = {
  type: DocumentType;
  certificateType?: CertificateType;
  level?: GermanLevel;
  label?: string | null;
};

async function auditUpload(deps: DocumentDeps, file: FileRow) {
  await recordAuditEvent(
    deps.db,
    {
      action: 'file_upload',
      userId: deps.actor.userId,
      context: deps.audit,
      resourceType: 'file',
      resourceId: file.id,
      details: { kind: file.kind, mimeType: file.mimeType, sizeBytes: file.sizeBytes },
    },
    deps.log,
  );
}

/**
 * A candidate uploads a document (spec §3, §5): the German certificate (with the type and level it
 * shows), the school certificate (each replacing the previous one) or another document (at most
 * 10, with an optional label). JPEG, PNG, WebP or PDF up to 5 MB, the type read from the bytes.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  request: FastifyRequest,
  query: DocumentUploadQuery,
): Promise<ProfileState> {
  const { db, actor, storage } = deps;
  if (query.type === 'german_certificate') {
    // Spec §5: "Please select a certificate type"; and the level the certificate shows.
    if (!query.certificateType || query.certificateType === 'none')
      throw AppError.validation(
        { certificateType: 'profile.certificateTypeRequired' },
        'profile.certificateTypeRequired',
      );
    if (!query.level)
      throw AppError.validation({ level: 'profile.germanLevelRequired' }, 'profile.germanLevelRequired');
    if (!certificateCanShow(query.certificateType, query.level))
      throw AppError.validation(
        { certificateType: 'profile.certificateTypeMismatch' },
        'profile.certificateTypeMismatch',
      );
  }
  const state = await loadProfileState(db, actor.userId);
  if (query.type === 'other_document' && state.others.length >= OTHER_DOCUMENTS_MAX)
    throw new AppError(409, 'CONFLICT', 'files.tooManyDocuments');

  const upload = await receiveUpload(request, {
    maxBytes: UPLOAD_MAX_BYTES,
    accept: acceptFrom(IMAGE_AND_PDF),
    tooLargeKey: 'files.tooLarge',
    emptyKey: 'files.fileRequired',
  });
  const file = await saveFile({ db, storage }, { ownerId: actor.userId, kind: query.type, ...upload });
  const replaced: string[] = [];
  if (query.type === 'german_certificate') {
    if (state.germanCertificate) replaced.push(state.germanCertificate.id);
    await db
      .update(candidateProfiles)
      .set({
        germanCertificateFileId: file.id,
        germanCertificateType: query.certificateType,
        germanCertificateLevel: query.level,
      })
      .where(eq(candidateProfiles.userId, actor.userId));
  } else if (query.type === 'school_certificate') {
    if (state.schoolCertificate) replaced.push(state.schoolCertificate.id);
    await db
      .update(candidateProfiles)
      .set({ schoolCertificateFileId: file.id })
      .where(eq(candidateProfiles.userId, actor.userId));
  } else {
    await db
      .insert(candidateDocuments)
      .values({ candidateId: actor.userId, fileId: file.id, label: query.label ?? null });
  }
  await deleteFiles({ db, storage, log: deps.log }, replaced);
  await auditUpload(deps, file);
  return reviewAfterChange(deps, actor.userId, true);
}

/** The owner deletes one of their documents; deleting the German certificate clears its claim. */
export async function deleteDocument(deps: DocumentDeps, fileId: string): Promise<ProfileState> {
  const { db, actor, storage } = deps;
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, actor.userId)));
  if (!file || !['german_certificate', 'school_certificate', 'other_document'].includes(file.kind))
    throw AppError.notFound('files.notFound');
  if (file.kind === 'german_certificate') {
    await db
      .update(candidateProfiles)
      .set({ germanCertificateType: null, germanCertificateLevel: null })
      .where(and(eq(candidateProfiles.userId, actor.userId), eq(candidateProfiles.germanCertificateFileId, file.id)));
  }
  await deleteFiles({ db, storage, log: deps.log }, [file.id]);
  return reviewAfterChange(deps, actor.userId, true);
}

/**
 * The candidate's photo (JPEG, PNG or WebP up to 5 MB; the web crops and centres it before upload).
 * It becomes the account's avatar: `users.image` = `/api/files/<id>`.
 */
export async function uploadPhoto(deps: DocumentDeps, request: FastifyRequest): Promise<ProfileState> {
  const { db, actor, storage } = deps;
  const state = await loadProfileState(db, actor.userId);
  const upload = await receiveUpload(request, {
    maxBytes: UPLOAD_MAX_BYTES,
    accept: acceptFrom(IMAGES),
    tooLargeKey: 'files.tooLarge',
    emptyKey: 'files.fileRequired',
  });
  const file = await saveFile({ db, storage }, { ownerId: actor.userId, kind: 'avatar', ...upload });
  await db.transaction(async (tx) => {
    await tx.update(candidateProfiles).set({ photoFileId: file.id }).where(eq(candidateProfiles.userId, actor.userId));
    await tx
      .update(users)
      .set({ image: fileUrl(file.id) })
      .where(eq(users.id, actor.userId));
  });
  if (state.photo) await deleteFiles({ db, storage, log: deps.log }, [state.photo.id]);
  await auditUpload(deps, file);
  return reviewAfterChange(deps, actor.userId, true);
}

export async function deletePhoto(deps: DocumentDeps): Promise<ProfileState> {
  const { db, actor, storage } = deps;
  const state = await loadProfileState(db, actor.userId);
  await db.update(users).set({ image: null }).where(eq(users.id, actor.userId));
  if (state.photo) await deleteFiles({ db, storage, log: deps.log }, [state.photo.id]);
  return reviewAfterChange(deps, actor.userId, Boolean(state.photo));
}
