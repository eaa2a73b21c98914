import type { CompanyVerificationItem } from '@azubi/shared/companies/company-profile';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, companyMembers, companyVerificationDocuments, files, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { fileUrl } from '../../platform/files/stored-files';
import { recordNotification, type NotifyDeps } from '../../platform/notify/notify';

/**
 * Companies waiting for a moderator (spec §4: pending, after their e-mail domain did not match their
 * website), oldest request first, with their admins and documents. Moderators open the documents
 * through /api/files.
 */
export async function listPendingCompanies({ db }: Pick<NotifyDeps, 'db'>): Promise<CompanyVerificationItem[]> {
  const pending = await db
    .select()
    .from(companies)
    .where(eq(companies.verificationStatus, 'pending'))
    .orderBy(asc(companies.verificationRequestedAt), asc(companies.createdAt));
  if (pending.length === 0) return [];
  const ids = pending.map((company) => company.id);
  const admins = await db
    .select({
      companyId: companyMembers.companyId,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(inArray(companyMembers.companyId, ids), eq(companyMembers.role, 'admin')))
    .orderBy(asc(companyMembers.createdAt));
  const documents = await db
    .select({ companyId: companyVerificationDocuments.companyId, file: files })
    .from(companyVerificationDocuments)
    .innerJoin(files, eq(files.id, companyVerificationDocuments.fileId))
    .where(inArray(companyVerificationDocuments.companyId, ids))
    .orderBy(asc(companyVerificationDocuments.createdAt));
  return pending.map((company) => ({
    companyId: company.id,
    name: company.name,
    industry: company.industry,
    location: company.location,
    website: company.website,
    about: company.about,
    requestedAt: company.verificationRequestedAt?.toISOString() ?? null,
    admins: admins
      .filter((admin) => admin.companyId === company.id)
      .map(({ name, email, emailVerified }) => ({ name, email, emailVerified })),
    documents: documents
      .filter((document) => document.companyId === company.id)
      .map(({ file }) => ({
        id: file.id,
        name: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        createdAt: file.createdAt.toISOString(),
        url: fileUrl(file.id),
      })),
  }));
}

/**
 * A moderator decides a pending company: verified manually, or rejected with a reason. The decision
 * and the notifications of the company's admins are stored together; their e-mails (each in the
 * admin's language) go out after the commit.
 */
export async function decideCompanyVerification(
  deps: NotifyDeps & { actor: Actor },
  companyId: string,
  decision: { verified: true } | { verified: false; reason: string },
): Promise<void> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw AppError.notFound('companies.notFound');
  if (company.verificationStatus !== 'pending') throw new AppError(409, 'CONFLICT', 'moderation.companyNotPending');
  const sendEmails = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(companies)
      .set(
        decision.verified
          ? {
              verificationStatus: 'verified_manually',
              verifiedAt: new Date(),
              verifiedBy: deps.actor.userId,
              verificationNote: null,
            }
          : {
              verificationStatus: 'rejected',
              verifiedAt: null,
              verifiedBy: deps.actor.userId,
              verificationNote: decision.reason,
            },
      )
      .where(and(eq(companies.id, companyId), eq(companies.verificationStatus, 'pending')))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'moderation.companyNotPending');
    const admins = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')));
    const sends = [];
    for (const admin of admins) {
      sends.push(
        await recordNotification(deps, tx, {
          userId: admin.userId,
          type: decision.verified ? 'company_verified' : 'company_rejected',
          data: decision.verified
            ? { companyName: company.name }
            : { companyName: company.name, reason: decision.reason },
          link: '/company-settings',
        }),
      );
    }
    return sends;
  });
  for (const send of sendEmails) await send();
}
