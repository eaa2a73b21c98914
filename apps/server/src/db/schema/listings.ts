import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import { applicationStatus, germanLevel, listingCategory, programType } from './enums';
import { files } from './files';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A training or voluntary-service place (spec §3 "Listing"). Money in whole euros per month. */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    programType: programType('program_type').notNull(),
    category: listingCategory('category').notNull().default('other'),
    germanLevelRequired: germanLevel('german_level_required').notNull(),
    /** City as shown; `location_slug` is one of the search-filter cities when it matches. */
    location: text('location').notNull(),
    locationSlug: text('location_slug'),
    startDate: date('start_date', { mode: 'string' }),
    durationYears: numeric('duration_years', { precision: 3, scale: 1 }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    monthlyAllowance: integer('monthly_allowance'),
    /** Required for FSJ and BFD. */
    sector: text('sector'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    freeAccommodation: boolean('free_accommodation').notNull().default(false),
    visaSponsorship: boolean('visa_sponsorship').notNull().default(false),
    contactPerson: text('contact_person'),
    contactPhone: text('contact_phone'),
    requiredDocuments: text('required_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** When the company last closed it (set inactive): its page says "no longer open", then 410 (ADR 0027). */
    closedAt: tz('closed_at'),
    /** The company lets partners' feeds (`/api/feeds/listings.*`) carry it; unticked in the listing form to opt out. */
    inPartnerFeed: boolean('in_partner_feed').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Search: title, description and company as words for prefix matching (`search_vector`), kept
     * up to date by database triggers (migration 0003), also when a company is renamed; application
     * code never writes them. Every word lands in `listing_search_words` too, for typo tolerance
     * (migration 0007). `search_text` (title and company, lower case) is kept for ad-hoc queries.
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    /**
     * The browse filters as one set of tokens (`p:fsj`, `c:it`, `l:berlin`, `g:B1` for every level
     * that meets the listing's requirement, `visa`, `accommodation`), kept by a trigger (migration
     * 0028), for the GIN index a sparse search narrows with: any combination of filters is one
     * index lookup, so a combination that matches little or nothing never walks the table (ADR 0007).
     */
    browseFacets: text('browse_facets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_company_idx').on(t.companyId),
    // The admin's analytics: new listings per day, active or not (migration 0027). A block range
    // index (migration 0030): listings arrive in time order, and a btree here was
    // taken by the planner for a search's walk, in place of the filter's own index (ADR 0007).
    index('listings_created_idx').using('brin', t.createdAt),
    // The listing browser (active listings only): one index per sort, ties broken by id so
    // paging is stable, and the filters that narrow most, each in newest-first order.
    index('listings_browse_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active`),
    index('listings_browse_start_idx')
      .on(sql`coalesce(start_date, '9999-12-31'::date)`, t.id)
      .where(sql`is_active`),
    // A search walks one of these when it filters by city, field or program (ADR 0007): in the
    // sort's exact order (creation, then id), so the planner reads exactly the walk's listings.
    index('listings_browse_location_idx')
      .on(t.locationSlug, t.createdAt, t.id)
      .where(sql`is_active`),
    index('listings_browse_category_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`is_active`),
    index('listings_browse_program_idx')
      .on(t.programType, t.createdAt, t.id)
      .where(sql`is_active`),
    // Both offers together: rare, so without it a search for them walks the whole newest-first index.
    index('listings_browse_visa_accommodation_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active and visa_sponsorship and free_accommodation`),
    index('listings_search_vector_idx').using('gin', t.searchVector),
    index('listings_browse_facets_idx')
      .using('gin', t.browseFacets)
      .where(sql`is_active`),
    // Matching (features/matching): the listings changed since a search profile's last check.
    index('listings_matching_changed_idx')
      .on(t.updatedAt)
      .where(sql`is_active`),
    check('listings_sector_required', sql`${t.programType} = 'ausbildung' or ${t.sector} is not null`),
    check(
      'listings_salary_range',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    check('listings_age_range', sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`),
  ],
);

/**
 * Every word listings use (from `search_vector`, filled by a trigger, migration 0007). A search
 * whose words find nothing looks here for the most similar words (trigram word similarity), so
 * "mechatronicker" still finds "Mechatroniker": the lookup cost grows with the vocabulary, not
 * with the number of listings. Words of deleted listings may stay; they only find nothing.
 */
export const listingSearchWords = pgTable('listing_search_words', { word: text('word').primaryKey() }, (t) => [
  index('listing_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  // Whether any word starts with a search's word (`like 'w%'` in any collation, migration 0031):
  // when none does, the words find nothing and the search goes straight to similar words.
  index('listing_search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);

/** A candidate's application to a listing; one per candidate and listing. */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    /** The candidate attached their generated CV; the company opens it through this application. */
    includeCv: boolean('include_cv').notNull().default(false),
    status: applicationStatus('status').notNull().default('pending'),
    appliedAt: tz('applied_at').notNull().defaultNow(),
    withdrawnAt: tz('withdrawn_at'),
    /** When it reached accepted, rejected or withdrawn; retention deletes it a year later. */
    closedAt: tz('closed_at'),
    /** When it entered its current status: the kanban's "days in stage" (issue 29). */
    statusChangedAt: tz('status_changed_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_listing_candidate_idx').on(t.listingId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId),
    index('applications_listing_status_idx').on(t.listingId, t.status),
    index('applications_applied_idx').on(t.appliedAt),
  ],
);

/**
 * The documents a candidate chose to show the company with one application (issue 28.2): the
 * company may open exactly these files, through this application, whatever the profile-wide
 * "share my documents" setting says.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] }), index('application_documents_file_idx').on(t.fileId)],
);

/** Every status change of an application, shown to both sides as its history. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId, t.createdAt)],
);

/**
 * Views of a listing's public page per day (UTC), for the employer's analytics. A visitor counts
 * once per listing and day (`listing_view_visitors`); the company's own team and bots do not count.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * Who has been counted on a day: a hash of the visitor (account, or address and browser) with that
 * day's random salt, never the visitor itself. Rows and salts of past days are deleted by the
 * retention run, after which no count can be tied to anyone.
 */
export const listingViewVisitors = pgTable(
  'listing_view_visitors',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitorHash] })],
);

/** The salt of one day's visitor hashes, random, shared by every instance; deleted once the day is over. */
export const listingViewSalts = pgTable('listing_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
