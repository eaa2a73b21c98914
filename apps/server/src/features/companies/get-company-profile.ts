import { isVerifiedStatus, type CompanyProfile } from '@azubi/shared/companies/company-profile';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyVerificationDocuments, files, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CompanyMembership } from '../../platform/company-membership';
import { companyImageUrl } from '../../platform/files/company-image-url';

export { companyImageUrl };

export type CompanyRow = typeof companies.$inferSelect;

/** A verification document's address for the company's own team (moderators open it by /api/files). */
export const companyDocumentUrl = (fileId: string) => `/api/employer/company/documents/${fileId}`;

export async function findCompany(db: Database, companyId: string): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw AppError.notFound('companies.notFound');
  return company;
}

export async function companyDocuments(db: Database, companyId: string) {
  const rows = await db
    .select({ file: files })
    .from(companyVerificationDocuments)
    .innerJoin(files, eq(files.id, companyVerificationDocuments.fileId))
    .where(eq(companyVerificationDocuments.companyId, companyId))
    .orderBy(asc(companyVerificationDocuments.createdAt));
  return rows.map(({ file }) => file);
}

/** The profile's "complete" step: beyond onboarding's name, industry and location, an about text, a website and a logo. */
export const isProfileComplete = (company: CompanyRow) =>
  Boolean(
    company.name && company.industry && company.location && company.about && company.website && company.logoFileId,
  );

/** The company as its team sees it at /company-settings, with its next steps (its plan: GET /api/subscription). */
export async function getCompanyProfile(db: Database, membership: CompanyMembership): Promise<CompanyProfile> {
  const company = await findCompany(db, membership.companyId);
  const documents = await companyDocuments(db, company.id);
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.companyId, company.id))
    .limit(1);
  return {
    id: company.id,
    name: company.name,
    about: company.about,
    industry: company.industry,
    location: company.location,
    website: company.website,
    logoUrl: companyImageUrl(company, 'logo'),
    bannerUrl: companyImageUrl(company, 'banner'),
    verificationStatus: company.verificationStatus,
    rejectionReason: company.verificationStatus === 'rejected' ? company.verificationNote : null,
    verificationRequestedAt: company.verificationRequestedAt?.toISOString() ?? null,
    verifiedAt: company.verifiedAt?.toISOString() ?? null,
    documents: documents.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      createdAt: file.createdAt.toISOString(),
      url: companyDocumentUrl(file.id),
    })),
    canEdit: membership.teamRole === 'admin',
    staleAfterDays: company.staleAfterDays,
    setup: {
      profileComplete: isProfileComplete(company),
      verified: isVerifiedStatus(company.verificationStatus),
      firstListing: Boolean(listing),
    },
  };
}
