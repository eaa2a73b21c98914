import { localizePath } from '@azubi/shared/i18n/locales';
import { locationSlugFor, STATE_OF_CITY } from '@azubi/shared/listings/listing';
import { FEED_FORMAT_VERSION, type FeedListing, type ListingFeed } from '@azubi/shared/listings/listing-feed';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, listings, translations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { textHash } from '../translation';

const afterListing = (after: string | undefined): SQL | undefined =>
  after === undefined
    ? undefined
    : sql`(${listings.createdAt}, ${listings.id}) > (select l.created_at, l.id from listings l where l.id = ${after})`;

/** Open listings the company lets partners carry: active, not past their start, not opted out. */
const inFeed = () =>
  and(
    eq(listings.isActive, true),
    eq(listings.inPartnerFeed, true),
    or(isNull(listings.startDate), sql`${listings.startDate} >= current_date`),
  );

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * One page of the partners' feed, oldest first (creation, then id; keyset paging, so a page costs
 * the same at any depth), with `lastModified`: the latest change among the page's listings and
 * those that left its range (closed, opted out or started), for `Last-Modified`.
 */
export async function listFeedListings(
  { db, publicUrl, pageUrl }: { db: Database; publicUrl: string; pageUrl: (after: string) => string },
  { after, limit }: { after?: string; limit: number },
): Promise<{ feed: ListingFeed; lastModified: Date | null }> {
  if (after !== undefined) {
    const [known] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, after));
    if (!known) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
  }
  const rows = await db
    .select({ listing: listings, company: { id: companies.id, name: companies.name, website: companies.website } })
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(inFeed(), afterListing(after)))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.listing;

  // Translations already made on the site (by the text's hash), for the texts in both languages.
  const hashes = page.flatMap(({ listing }) => [textHash(listing.title), textHash(listing.description)]);
  const cached = hashes.length
    ? await db
        .select({
          hash: translations.textHash,
          target: translations.target,
          text: translations.text,
          source: translations.detectedSource,
        })
        .from(translations)
        .where(and(inArray(translations.textHash, hashes), inArray(translations.target, ['en', 'de'])))
    : [];
  const translated = new Map(cached.map((row) => [`${row.hash}:${row.target}`, row]));

  const items: FeedListing[] = page.map(({ listing, company }) => {
    const city = locationSlugFor(listing.location);
    const page = (locale: 'en' | 'de') => `${publicUrl}${localizePath(`/jobs/${listing.id}`, locale)}`;
    const texts = (target: 'en' | 'de') => {
      const title = translated.get(`${textHash(listing.title)}:${target}`);
      const description = translated.get(`${textHash(listing.description)}:${target}`);
      return title && description ? { title: title.text, description: description.text } : undefined;
    };
    const language =
      translated.get(`${textHash(listing.description)}:en`)?.source ??
      translated.get(`${textHash(listing.description)}:de`)?.source ??
      null;
    const en = language === 'en' ? undefined : texts('en');
    const de = language === 'de' ? undefined : texts('de');
    const low = listing.monthlyAllowance ?? listing.salaryMin ?? listing.salaryMax;
    const high = listing.monthlyAllowance ?? listing.salaryMax ?? listing.salaryMin;
    return {
      id: listing.id,
      url: { en: page('en'), de: page('de') },
      applyUrl: { en: page('en'), de: page('de') },
      title: listing.title,
      description: listing.description,
      language,
      translations: { ...(en ? { en } : {}), ...(de ? { de } : {}) },
      company: {
        id: company.id,
        name: company.name,
        website: company.website,
        url: `${publicUrl}/employer-profile/${company.id}`,
      },
      location: { locality: listing.location, region: city ? (STATE_OF_CITY[city] ?? null) : null, country: 'DE' },
      program: listing.programType,
      category: listing.category,
      germanLevel: listing.germanLevelRequired,
      startDate: listing.startDate,
      durationYears: listing.durationYears === null ? null : Number(listing.durationYears),
      pay: low !== null && high !== null ? { currency: 'EUR', unit: 'month', min: low, max: high } : null,
      visaSponsorship: listing.visaSponsorship,
      freeAccommodation: listing.freeAccommodation,
      datePosted: listing.createdAt.toISOString(),
      dateModified: listing.updatedAt.toISOString(),
      validThrough: listing.startDate ? dayBefore(listing.startDate) : null,
    };
  });

  // The page's range is (after, its last listing], or everything after `after` on the last page.
  const more = rows.length > limit;
  const upTo =
    more && last
      ? sql`(${listings.createdAt}, ${listings.id}) <= (select l.created_at, l.id from listings l where l.id = ${last.id})`
      : undefined;
  const [changed] = await db
    .select({
      updated: sql<Date | string | null>`max(${listings.updatedAt})`,
      started: sql<string | null>`max(${listings.startDate}) filter (where ${listings.startDate} < current_date)`,
    })
    .from(listings)
    .where(and(afterListing(after), upTo));
  const times = [
    changed?.updated ? new Date(changed.updated) : null,
    changed?.started ? new Date(`${changed.started}T00:00:00Z`) : null,
  ].filter((time): time is Date => time !== null);
  const lastModified = times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;

  return {
    feed: { version: FEED_FORMAT_VERSION, items, next: more && last ? pageUrl(last.id) : null },
    lastModified,
  };
}

const xmlText = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    // Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks).
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** A value as XML elements: objects nest, null is an empty element, every name as in the JSON. */
function element(name: string, value: unknown, indent: string): string {
  if (value === null || value === undefined) return `${indent}<${name}/>\n`;
  if (typeof value === 'object') {
    const inner = Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => element(key, child, `${indent}  `))
      .join('');
    return `${indent}<${name}>\n${inner}${indent}</${name}>\n`;
  }
  return `${indent}<${name}>${xmlText(String(value))}</${name}>\n`;
}

/** The feed as XML: `<listings version="1" next="…">` with one `<listing>` per item, fields as in the JSON. */
export function feedXml(feed: ListingFeed): string {
  const next = feed.next ? ` next="${xmlText(feed.next)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<listings version="${feed.version}"${next}>\n${feed.items
    .map((item) => element('listing', item, '  '))
    .join('')}</listings>\n`;
}
