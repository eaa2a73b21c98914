import type { SharedDocument } from '@azubi/shared/applications/applications';
import { DOCUMENT_TYPES, type DocumentType } from '@azubi/shared/files/files';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationDocuments, applications, candidateDocuments, files, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fileUrl } from '../../platform/files/stored-files';

const isDocumentType = (kind: string): kind is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(kind);

/**
 * The candidate's own documents among `ids`: every id must be one of their certificates or other
 * documents, or nothing is shared (400, "Please choose documents from your own profile").
 */
export async function requireOwnDocuments(db: Database, candidateId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, candidateId)));
  if (rows.length !== ids.length || rows.some((row) => !isDocumentType(row.kind)))
    throw AppError.validation({ documentIds: 'applications.documentInvalid' }, 'applications.documentInvalid');
  return ids;
}

/** The documents shared with each of the applications, as their readers see them. */
export async function documentsOf(db: Database, applicationIds: string[]): Promise<Map<string, SharedDocument[]>> {
  const map = new Map<string, SharedDocument[]>();
  if (applicationIds.length === 0) return map;
  const rows = await db
    .select({
      applicationId: applicationDocuments.applicationId,
      file: files,
      label: candidateDocuments.label,
    })
    .from(applicationDocuments)
    .innerJoin(files, eq(files.id, applicationDocuments.fileId))
    .leftJoin(candidateDocuments, eq(candidateDocuments.fileId, files.id))
    .where(inArray(applicationDocuments.applicationId, applicationIds))
    .orderBy(files.createdAt);
  for (const { applicationId, file, label } of rows) {
    if (!isDocumentType(file.kind)) continue;
    const list = map.get(applicationId) ?? [];
    list.push({ id: file.id, type: file.kind, name: file.originalName, label: label ?? null, url: fileUrl(file.id) });
    map.set(applicationId, list);
  }
  return map;
}

/** Whether the company has an application to one of its listings that carries this file. */
export async function fileSharedWithCompany(db: Database, companyId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: applicationDocuments.fileId })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(and(eq(applicationDocuments.fileId, fileId), eq(listings.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}
