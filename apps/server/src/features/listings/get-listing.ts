import { isVerifiedStatus } from '@azubi/shared/companies/company-profile';
import type { ListingDetail } from '@azubi/shared/listings/listing';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { reviewSummary } from '../reviews/review-view';

export function toListingDetail(
  listing: typeof listings.$inferSelect,
  company: typeof companies.$inferSelect,
): ListingDetail {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    companyId: company.id,
    companyName: company.name,
    companyVerified: isVerifiedStatus(company.verificationStatus),
    programType: listing.programType,
    category: listing.category,
    germanLevelRequired: listing.germanLevelRequired,
    location: listing.location,
    startDate: listing.startDate,
    durationYears: listing.durationYears,
    salaryMin: listing.salaryMin,
    salaryMax: listing.salaryMax,
    monthlyAllowance: listing.monthlyAllowance,
    sector: listing.sector,
    minAge: listing.minAge,
    maxAge: listing.maxAge,
    freeAccommodation: listing.freeAccommodation,
    visaSponsorship: listing.visaSponsorship,
    contactPerson: listing.contactPerson,
    contactPhone: listing.contactPhone,
    requiredDocuments: listing.requiredDocuments,
    isActive: listing.isActive,
    createdAt: listing.createdAt.toISOString(),
    company: {
      id: company.id,
      name: company.name,
      about: company.about,
      industry: company.industry,
      location: company.location,
      website: company.website,
      verified: isVerifiedStatus(company.verificationStatus),
    },
  };
}

/** A listing with its company. Inactive listings exist only for the company's own team. */
export async function getListing(
  { db, userId }: { db: Database; userId: string | null },
  id: string,
): Promise<ListingDetail> {
  const [row] = await db
    .select()
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(eq(listings.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  if (!row.listings.isActive) {
    const member = userId
      ? await db
          .select()
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, row.companies.id), eq(companyMembers.userId, userId)))
      : [];
    if (member.length === 0) throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  }
  const detail = toListingDetail(row.listings, row.companies);
  return { ...detail, company: { ...detail.company, rating: await reviewSummary(db, row.companies.id) } };
}
