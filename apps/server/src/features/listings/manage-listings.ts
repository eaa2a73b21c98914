import type { ListingValues } from '@azubi/shared/listings/listing-input';
import { locationSlugFor, type EmployerListing } from '@azubi/shared/listings/listing';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applications, companies, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import type { Actor } from '../../platform/session/session';
import { companyAccessState } from '../billing';

/** The caller's company comes from the route's `company` declaration (`membershipOf(request)`). */
type Deps = { db: Database; companyId: string; log: FastifyBaseLogger };

function columns(input: ListingValues) {
  const voluntary = input.programType !== 'ausbildung';
  return {
    title: input.title,
    description: input.description,
    programType: input.programType,
    category: input.category,
    germanLevelRequired: input.germanLevelRequired,
    location: input.location,
    locationSlug: locationSlugFor(input.location),
    startDate: input.startDate,
    // Each program keeps only the money and duration fields that apply to it.
    durationYears: voluntary || input.durationYears === null ? null : input.durationYears.toFixed(1),
    salaryMin: voluntary ? null : input.salaryMin,
    salaryMax: voluntary ? null : input.salaryMax,
    monthlyAllowance: voluntary ? input.monthlyAllowance : null,
    sector: voluntary ? input.sector : null,
    minAge: input.minAge,
    maxAge: input.maxAge,
    freeAccommodation: input.freeAccommodation,
    visaSponsorship: input.visaSponsorship,
    inPartnerFeed: input.inPartnerFeed,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    requiredDocuments: input.requiredDocuments,
  };
}

function toEmployerListing(
  listing: typeof listings.$inferSelect,
  companyName: string,
  counts: Record<string, number>,
): EmployerListing {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    companyId: listing.companyId,
    companyName,
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
    inPartnerFeed: listing.inPartnerFeed,
    applicationCounts: counts,
  };
}

/** The company's listings, newest first, each with its applications counted by status. */
export async function listCompanyListings({ db, companyId }: Omit<Deps, 'log'>): Promise<EmployerListing[]> {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.companyId, companyId))
    .orderBy(desc(listings.createdAt));
  const counts = await db
    .select({ listingId: applications.listingId, status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(listings.companyId, companyId))
    .groupBy(applications.listingId, applications.status);
  const companyName = await nameOf(db, companyId);
  return rows.map((row) => {
    const byStatus: Record<string, number> = {};
    for (const c of counts) if (c.listingId === row.id) byStatus[c.status] = Number(c.n);
    return toEmployerListing(row, companyName, byStatus);
  });
}

async function nameOf(db: Database, companyId: string): Promise<string> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

async function ownListing(db: Database, companyId: string, id: string) {
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.companyId, companyId)));
  // Another company's listing is answered as missing: its existence is not ours to reveal.
  if (!listing) throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  return listing;
}

/**
 * The listing gate (docs/decisions/README.md "Subscription gates"): more than one active listing needs a
 * running trial or plan. An expired company keeps one active listing (and all its applications);
 * creating (listings start active) or activating another is refused with a way to buy.
 */
export async function requireActiveListingSlot(db: Database, companyId: string, exceptId?: string): Promise<void> {
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(
      and(
        eq(listings.companyId, companyId),
        eq(listings.isActive, true),
        ...(exceptId ? [ne(listings.id, exceptId)] : []),
      ),
    );
  if (Number(active?.n ?? 0) < 1) return;
  if (!(await companyAccessState(db, companyId)).active) throw AppError.forbidden('billing.listingLimit');
}

export async function createListing(
  { db, actor, companyId, log }: Deps & { actor: Actor },
  input: ListingValues,
): Promise<EmployerListing> {
  await requireActiveListingSlot(db, companyId);
  try {
    const [listing] = await db
      .insert(listings)
      .values({ ...columns(input), companyId, createdBy: actor.userId })
      .returning();
    return toEmployerListing(listing!, await nameOf(db, companyId), {});
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'listing could not be created');
    throw new AppError(500, 'INTERNAL', 'listings.createFailed');
  }
}

export async function updateListing(
  { db, companyId, log }: Deps,
  id: string,
  input: ListingValues,
): Promise<EmployerListing> {
  await ownListing(db, companyId, id);
  try {
    const [listing] = await db.update(listings).set(columns(input)).where(eq(listings.id, id)).returning();
    return toEmployerListing(listing!, await nameOf(db, companyId), {});
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'listing could not be updated');
    throw new AppError(500, 'INTERNAL', 'listings.updateFailed');
  }
}

export async function setListingActive(
  { db, companyId }: Omit<Deps, 'log'>,
  id: string,
  isActive: boolean,
): Promise<void> {
  const listing = await ownListing(db, companyId, id);
  if (isActive && !listing.isActive) await requireActiveListingSlot(db, companyId, id);
  if (isActive === listing.isActive) return;
  // When it was closed: its page says "no longer open" for a while, then 410 (ADR 0027).
  await db
    .update(listings)
    .set({ isActive, closedAt: isActive ? null : new Date() })
    .where(eq(listings.id, id));
}
