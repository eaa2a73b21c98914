import { z } from '../zod';
import { ReviewSummarySchema } from '../reviews/reviews';
import { GERMAN_LEVELS, isCalendarDate, LISTING_SORTS, PROGRAM_TYPES, type ProgramType } from './listing-options';

// The listing's choices and rules without zod, for the browser's screens (ADR 0033).
export {
  GERMAN_LEVELS,
  isCalendarDate,
  LISTING_SORTS,
  meetsGermanLevel,
  PROGRAM_MIN_LEVEL,
  PROGRAM_TYPES,
  startDatePassed,
  type GermanLevel,
  type ListingSort,
  type ProgramType,
} from './listing-options';

/** A listing as candidates see it in the browser (no contact details of the company's staff). */
export const ListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  /** The company is verified (by its e-mail domain or a moderator): listings show a badge. */
  companyVerified: z.boolean().optional(),
  programType: z.enum(PROGRAM_TYPES),
  category: z.string(),
  germanLevelRequired: z.enum(GERMAN_LEVELS),
  location: z.string(),
  startDate: z.string().nullable(),
  durationYears: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  monthlyAllowance: z.number().nullable(),
  sector: z.string().nullable(),
  freeAccommodation: z.boolean(),
  visaSponsorship: z.boolean(),
  createdAt: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

export const ListingPageSchema = z.object({
  items: z.array(ListingSummarySchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

export const ListingPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The full listing as its page shows it. */
export const ListingDetailSchema = ListingSummarySchema.extend({
  description: z.string(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  requiredDocuments: z.array(z.string()),
  isActive: z.boolean(),
  /** Its last change (the sitemap's lastmod, the share card's version). */
  updatedAt: z.string().optional(),
  company: z.object({
    id: z.string(),
    name: z.string(),
    about: z.string().nullable(),
    industry: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    /** Its logo's address (versioned), for the page's structured data and share card. */
    logoUrl: z.string().nullable().optional(),
    verified: z.boolean(),
    /** Its approved reviews' average and count (issue 18); on the job page's answer only. */
    rating: ReviewSummarySchema.optional(),
  }),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const isoDate = z.string().refine(isCalendarDate, { message: 'listings.dateInvalid' }).optional();

/**
 * The listing browser's query (spec §2, §3): text, filters and sort, all optional and kept in the
 * page URL under the same names. `germanLevel` is the candidate's level: listings requiring at
 * most that level are shown.
 */
export const BrowseQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  location: z
    .enum(['berlin', 'hamburg', 'munich', 'cologne', 'frankfurt', 'stuttgart', 'dusseldorf', 'leipzig'])
    .optional(),
  category: z.enum(['it', 'health', 'engineering', 'business', 'hospitality', 'other']).optional(),
  programType: z.enum(PROGRAM_TYPES).optional(),
  germanLevel: z.enum(GERMAN_LEVELS).optional(),
  startFrom: isoDate,
  startTo: isoDate,
  visa: flag,
  accommodation: flag,
  sort: z.enum(LISTING_SORTS).default('newest'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BrowseQuery = z.input<typeof BrowseQuerySchema>;

/** An employer's own listing with its applications counted by status. */
export const EmployerListingSchema = ListingDetailSchema.omit({ company: true }).extend({
  applicationCounts: z.record(z.string(), z.number()),
  updatedAt: z.string(),
  /** Whether partners' feeds carry it (the listing form's opt-out). */
  inPartnerFeed: z.boolean(),
});
export type EmployerListing = z.infer<typeof EmployerListingSchema>;

const CITY_NAMES: Record<string, string[]> = {
  berlin: ['berlin'],
  hamburg: ['hamburg'],
  munich: ['munich', 'münchen', 'muenchen'],
  cologne: ['cologne', 'köln', 'koeln'],
  frankfurt: ['frankfurt'],
  stuttgart: ['stuttgart'],
  dusseldorf: ['dusseldorf', 'düsseldorf', 'duesseldorf'],
  leipzig: ['leipzig'],
};

/** The search-filter city a free-text location belongs to, if any ("Frankfurt am Main" → frankfurt). */
export function locationSlugFor(location: string): string | null {
  const text = location.toLowerCase();
  for (const [slug, names] of Object.entries(CITY_NAMES)) if (names.some((name) => text.includes(name))) return slug;
  return null;
}

/**
 * How long a closed listing's page still shows it, marked as no longer open (without its contact
 * details); after that its address answers 410 with a link to similar listings (ADR 0027).
 */
export const CLOSED_LISTING_SHOWN_DAYS = 30;

/** Whether a listing closed at `closedAt` is still shown as "no longer open" at `now`. */
export function closedListingShown(closedAt: Date | null, now: Date): boolean {
  return closedAt !== null && now.getTime() - closedAt.getTime() < CLOSED_LISTING_SHOWN_DAYS * 86_400_000;
}

/**
 * Where to find listings like one that is closed: the listing search with its program and city
 * (the search page asks a visitor to sign in; the landing page's search form leads there too).
 */
export function similarListingsPath(listing: { programType: ProgramType; location: string }): string {
  const params = new URLSearchParams({ programType: listing.programType });
  const city = locationSlugFor(listing.location);
  if (city) params.set('location', city);
  return `/dashboard?${params.toString()}`;
}

/** Each program's name for texts outside the app (structured data, share cards, partners' feeds). */
export const PROGRAM_NAMES: Record<ProgramType, Record<'en' | 'de', string>> = {
  ausbildung: { en: 'Vocational training (Ausbildung)', de: 'Ausbildung' },
  fsj: { en: 'Voluntary social year (FSJ)', de: 'Freiwilliges Soziales Jahr (FSJ)' },
  bfd: { en: 'Federal voluntary service (BFD)', de: 'Bundesfreiwilligendienst (BFD)' },
};

/** The German state of each city the listing search knows (`locationSlugFor`): a listing's region. */
export const STATE_OF_CITY: Record<string, string> = {
  berlin: 'Berlin',
  hamburg: 'Hamburg',
  munich: 'Bayern',
  cologne: 'Nordrhein-Westfalen',
  frankfurt: 'Hessen',
  stuttgart: 'Baden-Württemberg',
  dusseldorf: 'Nordrhein-Westfalen',
  leipzig: 'Sachsen',
};
