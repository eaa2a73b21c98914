import { PLACEMENT_STEP_KEYS, type PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import { PLACEMENT_DOCUMENT_MAX_BYTES, type Placement } from '@azubi/shared/placements/placements';
import type { FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { clock } from '../../clock';
import { files, placementDocuments, placements, placementSteps } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { acceptFrom, receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, saveFile, type FileRow } from '../../platform/files/stored-files';
import { assertActive, assertPlacementAccess } from './placement-access';
import type { PlacementDeps } from './placement-deps';
import { recordPlacementNotice } from './placement-notices';
import { ownsStep, toPlacement } from './placement-view';
import type { Database } from '../../db/client';

/** Visa, contract, recognition notice: PDF or a photo of it, by their bytes. */
const DOCUMENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };
export const DOCUMENTS_PER_STEP = 5;

/**
 * `POST /api/placements/:id/steps/:key/documents`: one file for a step, by its owner side (issue
 * 20). PDF, JPEG or PNG by the bytes, 5 MB. Only the candidate and the company's team can ever
 * read it (readPlacementDocument); moderators and admins included, nobody else.
 */
export async function uploadPlacementDocument(
  deps: PlacementDeps,
  placementId: string,
  key: PlacementStepKey,
  request: FastifyRequest,
): Promise<Placement> {
  const { db, storage, actor } = deps;
  if (!PLACEMENT_STEP_KEYS.includes(key)) throw AppError.notFound('placements.stepNotFound');
  const { placement, viewer } = await assertPlacementAccess(db, actor, placementId);
  assertActive(placement);
  await assertStepOwner(db, placementId, key, viewer.side);
  const upload = await receiveUpload(request, {
    maxBytes: PLACEMENT_DOCUMENT_MAX_BYTES,
    accept: acceptFrom(DOCUMENT_TYPES),
    tooLargeKey: 'placements.documentTooLarge',
    emptyKey: 'placements.documentMissing',
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.messageKey === 'files.typeNotAllowed')
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'placements.documentType');
    if (error instanceof AppError && error.messageKey === 'files.fileRequired')
      throw AppError.badRequest('placements.documentMissing');
    throw error;
  });
  const file = await saveFile(
    { db, storage },
    {
      ownerId: actor.userId,
      kind: 'placement_document',
      bytes: upload.bytes,
      mimeType: upload.mimeType,
      originalName: upload.originalName,
    },
  );
  try {
    const updated = await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(placementDocuments)
        .where(and(eq(placementDocuments.placementId, placementId), eq(placementDocuments.stepKey, key)));
      if ((held?.n ?? 0) >= DOCUMENTS_PER_STEP) throw new AppError(409, 'CONFLICT', 'placements.tooManyDocuments');
      await tx.insert(placementDocuments).values({
        placementId,
        stepKey: key,
        fileId: file.id,
        uploadedBy: actor.userId,
        uploadedBySide: viewer.side,
      });
      const [row] = await tx
        .update(placements)
        .set({ updatedAt: clock.now() })
        .where(eq(placements.id, placementId))
        .returning();
      await recordPlacementNotice(tx, row!, viewer.side === 'candidate' ? 'company' : 'candidate', {
        event: 'document',
        stepKey: key,
        actorUserId: actor.userId,
        actorName: actor.name,
      });
      return row!;
    });
    return toPlacement(db, updated, viewer);
  } catch (error) {
    await deleteFiles({ db, storage }, [file.id]);
    throw error;
  }
}

async function assertStepOwner(db: Database, placementId: string, key: string, side: 'candidate' | 'company') {
  const [step] = await db
    .select({ owner: placementSteps.owner })
    .from(placementSteps)
    .where(and(eq(placementSteps.placementId, placementId), eq(placementSteps.key, key)));
  if (!step) throw AppError.notFound('placements.stepNotFound');
  if (!ownsStep(step.owner, side)) throw AppError.forbidden('placements.notOwner');
}

/** A document's file for the two parties only; anyone else 404 (its existence is not told). */
export async function readPlacementDocument(
  { db, actor }: { db: Database; actor: Actor },
  placementId: string,
  documentId: string,
): Promise<FileRow> {
  await assertPlacementAccess(db, actor, placementId);
  const [row] = await db
    .select({ file: files })
    .from(placementDocuments)
    .innerJoin(files, eq(files.id, placementDocuments.fileId))
    .where(and(eq(placementDocuments.id, documentId), eq(placementDocuments.placementId, placementId)));
  if (!row) throw AppError.notFound('placements.documentNotFound');
  return row.file;
}

/** `DELETE …/documents/:documentId`: only the person who uploaded it, while the placement is active. */
export async function deletePlacementDocument(
  deps: PlacementDeps,
  placementId: string,
  documentId: string,
): Promise<Placement> {
  const { db, storage, actor } = deps;
  const { placement, viewer } = await assertPlacementAccess(db, actor, placementId);
  assertActive(placement);
  const [row] = await db
    .select()
    .from(placementDocuments)
    .where(and(eq(placementDocuments.id, documentId), eq(placementDocuments.placementId, placementId)));
  if (!row) throw AppError.notFound('placements.documentNotFound');
  if (row.uploadedBy !== actor.userId) throw AppError.forbidden('placements.documentNotYours');
  await deleteFiles({ db, storage }, [row.fileId]);
  return toPlacement(db, placement, viewer);
}
