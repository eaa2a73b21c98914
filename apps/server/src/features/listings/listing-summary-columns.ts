import { sql } from 'drizzle-orm';
import { companies, listings } from '../../db/schema';

/**
 * A listing as search results show it (with its company's name and verification), the columns
 * other features read too (matches, the public employer page). Select from `listings` joined to
 * `companies`.
 */
export const listingSummaryColumns = {
  id: listings.id,
  title: listings.title,
  companyName: companies.name,
  companyId: companies.id,
  companyVerified: sql<boolean>`${companies.verificationStatus} in ('verified', 'verified_manually')`,
  programType: listings.programType,
  category: listings.category,
  germanLevelRequired: listings.germanLevelRequired,
  location: listings.location,
  startDate: listings.startDate,
  durationYears: listings.durationYears,
  salaryMin: listings.salaryMin,
  salaryMax: listings.salaryMax,
  monthlyAllowance: listings.monthlyAllowance,
  sector: listings.sector,
  freeAccommodation: listings.freeAccommodation,
  visaSponsorship: listings.visaSponsorship,
  createdAt: listings.createdAt,
};
