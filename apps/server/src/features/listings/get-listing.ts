import { isVerifiedStatus } from '@azubi/shared/companies/company-profile';
import { closedListingShown, similarListingsPath, type ListingDetail } from '@azubi/shared/listings/listing';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { companyImageUrl } from '../../platform/files/company-image-url';
import { reviewSummary } from '../reviews';

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
    updatedAt: listing.updatedAt.toISOString(),
    company: {
      id: company.id,
      name: company.name,
      about: company.about,
      industry: company.industry,
      location: company.location,
      website: company.website,
      logoUrl: companyImageUrl(company, 'logo'),
      verified: isVerifiedStatus(company.verificationStatus),
    },
  };
}

/**
 * A listing with its company. A closed (inactive) listing is shown to others for a while, marked
 * as no longer open and without its contact details, then answered 410 (ADR 0027); its company's
 * team always sees it.
 */
export async function getListing(
  { db, userId, now = new Date() }: { db: Database; userId: string | null; now?: Date },
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
    if (member.length === 0) {
      if (!closedListingShown(row.listings.closedAt, now)) throw new AppError(410, 'GONE', 'listings.gone');
      const detail = toListingDetail({ ...row.listings, contactPerson: null, contactPhone: null }, row.companies);
      return { ...detail, company: { ...detail.company, rating: await reviewSummary(db, row.companies.id) } };
    }
  }
  const detail = toListingDetail(row.listings, row.companies);
  return { ...detail, company: { ...detail.company, rating: await reviewSummary(db, row.companies.id) } };
}

/**
 * Where to look for places like a listing (its program and city in the listing search), for the
 * page of a listing closed long ago; the search page itself when the listing is unknown.
 */
export async function similarListingsOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ programType: listings.programType, location: listings.location })
    .from(listings)
    .where(eq(listings.id, id));
  return row ? similarListingsPath(row) : '/dashboard';
}
