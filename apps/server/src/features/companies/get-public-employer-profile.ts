import { isVerifiedStatus, type PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listingSummaryColumns } from '../listings';
import { listPublicReviews } from '../reviews';
import { companyImageUrl } from './get-company-profile';

/** How many active listings the public page lists (newest first). */
const LISTINGS_SHOWN = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public employer page `/employer-profile/{employerId}` (spec §2): what anyone may see of a
 * company, with its active listings. "Company profile not found" for an unknown id.
 */
export async function getPublicEmployerProfile(db: Database, companyId: string): Promise<PublicEmployerProfile> {
  if (!UUID.test(companyId)) throw AppError.notFound('companies.notFound');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw AppError.notFound('companies.notFound');
  const rows = await db
    .select(listingSummaryColumns)
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(eq(listings.companyId, company.id), eq(listings.isActive, true)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(LISTINGS_SHOWN);
  return {
    id: company.id,
    name: company.name,
    about: company.about,
    industry: company.industry,
    location: company.location,
    website: company.website,
    logoUrl: companyImageUrl(company, 'logo'),
    bannerUrl: companyImageUrl(company, 'banner'),
    verified: isVerifiedStatus(company.verificationStatus),
    listings: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    reviews: await listPublicReviews(db, company.id),
  };
}
