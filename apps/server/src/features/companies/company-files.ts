import { COMPANY_DOCUMENTS_MAX } from '@azubi/shared/companies/company-profile';
import { UPLOAD_MAX_BYTES } from '@azubi/shared/files/files';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { companies, companyVerificationDocuments, files } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Actor } from '../../platform/session/session';
import { acceptFrom, IMAGE_AND_PDF, IMAGES, receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, saveFile, type FileRow } from '../../platform/files/stored-files';
import type { CompanyMembership } from '../../platform/company-membership';
import { findCompany } from './get-company-profile';

export type CompanyFileDeps = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  actor: Actor;
  audit: AuditContext;
};

export type CompanyImage = 'logo' | 'banner';

const uploadRules = (table: Record<string, string>) => ({
  maxBytes: UPLOAD_MAX_BYTES,
  accept: acceptFrom(table),
  tooLargeKey: 'files.tooLarge',
  emptyKey: 'files.fileRequired',
});

async function auditUpload(deps: CompanyFileDeps, file: FileRow, companyId: string) {
  await recordAuditEvent(
    deps.db,
    {
      action: 'file_upload',
      userId: deps.actor.userId,
      context: deps.audit,
      resourceType: 'file',
      resourceId: file.id,
      details: { kind: file.kind, mimeType: file.mimeType, sizeBytes: file.sizeBytes, companyId },
    },
    deps.log,
  );
}

/**
 * The logo or the banner (JPEG, PNG or WebP up to 5 MB, the type read from the bytes; the web app
 * crops them first). A new one replaces the old one, whose bytes are removed.
 */
export async function uploadCompanyImage(
  deps: CompanyFileDeps,
  membership: CompanyMembership,
  kind: CompanyImage,
  request: FastifyRequest,
): Promise<void> {
  const { db, storage } = deps;
  const company = await findCompany(db, membership.companyId);
  const upload = await receiveUpload(request, uploadRules(IMAGES));
  const file = await saveFile(
    { db, storage },
    { ownerId: deps.actor.userId, kind: kind === 'logo' ? 'company_logo' : 'company_banner', ...upload },
  );
  await db
    .update(companies)
    .set(kind === 'logo' ? { logoFileId: file.id } : { bannerFileId: file.id })
    .where(eq(companies.id, company.id));
  const previous = kind === 'logo' ? company.logoFileId : company.bannerFileId;
  if (previous) await deleteFiles(deps, [previous]);
  await auditUpload(deps, file, company.id);
}

export async function deleteCompanyImage(
  deps: CompanyFileDeps,
  membership: CompanyMembership,
  kind: CompanyImage,
): Promise<void> {
  const company = await findCompany(deps.db, membership.companyId);
  const previous = kind === 'logo' ? company.logoFileId : company.bannerFileId;
  if (previous) await deleteFiles(deps, [previous]);
}

/** The stored logo or banner of a company, for anyone (its public page shows them). */
export async function findCompanyImage(db: Database, companyId: string, kind: CompanyImage): Promise<FileRow> {
  const [row] = await db
    .select({ file: files })
    .from(companies)
    .innerJoin(files, eq(files.id, kind === 'logo' ? companies.logoFileId : companies.bannerFileId))
    .where(eq(companies.id, companyId));
  if (!row) throw AppError.notFound('files.notFound');
  return row.file;
}

/**
 * A verification document (PDF or image up to 5 MB) that proves the company, such as a trade
 * register extract; at most COMPANY_DOCUMENTS_MAX. Only moderators and the company's team see it.
 */
export async function uploadCompanyDocument(
  deps: CompanyFileDeps,
  membership: CompanyMembership,
  request: FastifyRequest,
): Promise<void> {
  const { db, storage } = deps;
  const [existing] = await db
    .select({ n: count() })
    .from(companyVerificationDocuments)
    .where(eq(companyVerificationDocuments.companyId, membership.companyId));
  if ((existing?.n ?? 0) >= COMPANY_DOCUMENTS_MAX) throw new AppError(409, 'CONFLICT', 'companies.tooManyDocuments');
  const upload = await receiveUpload(request, uploadRules(IMAGE_AND_PDF));
  const file = await saveFile({ db, storage }, { ownerId: deps.actor.userId, kind: 'company_verification', ...upload });
  try {
    await db.insert(companyVerificationDocuments).values({ companyId: membership.companyId, fileId: file.id });
  } catch (error) {
    await deleteFiles(deps, [file.id]);
    throw error;
  }
  await auditUpload(deps, file, membership.companyId);
}

/** A document of the company's own (404 for any other id, so ids reveal nothing). */
export async function findCompanyDocument(db: Database, companyId: string, fileId: string): Promise<FileRow> {
  const [row] = await db
    .select({ file: files })
    .from(companyVerificationDocuments)
    .innerJoin(files, eq(files.id, companyVerificationDocuments.fileId))
    .where(and(eq(companyVerificationDocuments.companyId, companyId), eq(companyVerificationDocuments.fileId, fileId)));
  if (!row) throw AppError.notFound('files.notFound');
  return row.file;
}

export async function deleteCompanyDocument(
  deps: CompanyFileDeps,
  membership: CompanyMembership,
  fileId: string,
): Promise<void> {
  const file = await findCompanyDocument(deps.db, membership.companyId, fileId);
  await deleteFiles(deps, [file.id]);
}
