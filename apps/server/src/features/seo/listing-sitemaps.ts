import { LOCALES, localizePath } from '@azubi/shared/i18n/locales';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema';
import { escapeHtml } from '../../web/shell';

/**
 * A sitemap holds at most 50,000 addresses (sitemaps.org); each listing has two (English and
 * German), so a listing sitemap covers 25,000 listings.
 */
export const LISTINGS_PER_SITEMAP = 25_000;
/** Rows read per query while a sitemap streams: memory stays at one batch, whatever the table holds. */
const BATCH = 1_000;

/** After the listing `after` in the sitemaps' order (creation, then id): the newest-first index, walked forwards. */
const afterListing = (after: string | null): SQL | undefined =>
  after === null
    ? undefined
    : sql`(${listings.createdAt}, ${listings.id}) > (select l.created_at, l.id from listings l where l.id = ${after})`;

/**
 * Where each listing sitemap starts: null for the first, then the id of the last listing before
 * each further one. Read from the active listings' index alone (creation, id; an index-only walk
 * of 25,000 entries per step), so the pages stay the same while listings are only added.
 */
export async function listingSitemapStarts(
  db: Database,
  perSitemap = LISTINGS_PER_SITEMAP,
): Promise<(string | null)[]> {
  const starts: (string | null)[] = [null];
  let after: string | null = null;
  for (;;) {
    const [boundary] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.isActive, true), afterListing(after)))
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .offset(perSitemap - 1)
      .limit(1);
    if (!boundary) break;
    // A further sitemap only when a listing follows this boundary.
    const [next] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.isActive, true), afterListing(boundary.id)))
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(1);
    if (!next) break;
    starts.push(boundary.id);
    after = boundary.id;
  }
  return starts;
}

/** Whether `after` names a listing (a sitemap's start); a deleted one's sitemap is 404 until the index is read again. */
export async function listingExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  return Boolean(row);
}

/**
 * One listing sitemap, streamed: the open listings (not past their start date, ADR 0027) among the
 * next `perSitemap` active listings
 * after `after`, each in both languages with the other as alternate (and English as x-default),
 * `lastmod` their last change. Read in batches along the index (keyset, never OFFSET), so memory
 * is one batch however large the table.
 */
export async function* streamListingSitemap(
  { db, publicUrl }: { db: Database; publicUrl: string },
  after: string | null,
  perSitemap = LISTINGS_PER_SITEMAP,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  let cursor = after;
  let left = perSitemap;
  while (left > 0) {
    const size = Math.min(BATCH, left);
    const rows = await db
      .select({
        id: listings.id,
        updatedAt: listings.updatedAt,
        open: sql<boolean>`(${listings.startDate} is null or ${listings.startDate} >= current_date)`,
      })
      .from(listings)
      .where(and(eq(listings.isActive, true), afterListing(cursor)))
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(size);
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) if (row.open) chunk += listingEntries(publicUrl, row.id, row.updatedAt);
    if (chunk) yield chunk;
    left -= rows.length;
    cursor = rows[rows.length - 1]!.id;
    if (rows.length < size) break;
  }
  yield '</urlset>\n';
}

function listingEntries(publicUrl: string, id: string, updatedAt: Date): string {
  const href = (locale: (typeof LOCALES)[number]) => escapeHtml(`${publicUrl}${localizePath(`/jobs/${id}`, locale)}`);
  const links =
    LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>\n`).join(
      '',
    ) + `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>\n`;
  const lastmod = updatedAt.toISOString();
  return LOCALES.map(
    (locale) => `  <url>\n    <loc>${href(locale)}</loc>\n    <lastmod>${lastmod}</lastmod>\n${links}  </url>\n`,
  ).join('');
}
