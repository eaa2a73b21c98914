import { LOCALES, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, listings } from '../../db/schema';
import { escapeHtml } from '../../web/shell';
import { PUBLIC_PAGES } from '../../web/page-meta';
import { listBlogSitemapEntries } from '../blog';
import { isIndexablePage } from './build-robots-txt';

type Version = { locale: Locale; path: string; lastmod?: Date };

/** Public employer pages worth a search engine's visit: verified companies with an active listing. */
async function listEmployerSitemapEntries(db: Database) {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(
      and(
        inArray(companies.verificationStatus, ['verified', 'verified_manually']),
        exists(
          db
            .select({ one: listings.id })
            .from(listings)
            .where(and(eq(listings.companyId, companies.id), eq(listings.isActive, true))),
        ),
      ),
    )
    .orderBy(asc(companies.createdAt), asc(companies.id));
}

/** The sitemaps the index (`/sitemap.xml`) names besides the listing sitemaps. */
export const SITEMAP_PARTS = ['pages', 'blog'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];

/**
 * A part of the sitemap: `pages` holds each public page and the public page of each verified
 * company with an active listing (`/employer-profile/{id}`); `blog` each published blog post in
 * every language it exists in. Each address has its other-language versions as `xhtml:link`
 * alternates (and x-default: English).
 */
export async function buildSitemap({
  db,
  publicUrl,
  part,
}: {
  db: Database;
  publicUrl: string;
  part: SitemapPart;
}): Promise<string> {
  const groups: Version[][] =
    part === 'pages'
      ? PUBLIC_PAGES.filter(isIndexablePage).map((page) =>
          LOCALES.map((locale) => ({ locale, path: localizePath(page, locale) })),
        )
      : [];

  if (part === 'blog' && isIndexablePage('/blog/x')) {
    const posts = new Map<string, Version[]>();
    for (const entry of await listBlogSitemapEntries({ db })) {
      const versions = posts.get(entry.translationGroup) ?? [];
      versions.push({
        locale: entry.locale,
        path: localizePath(`/blog/${encodeURIComponent(entry.slug)}`, entry.locale),
        lastmod: entry.updatedAt,
      });
      posts.set(entry.translationGroup, versions);
    }
    groups.push(...posts.values());
  }

  if (part === 'pages' && isIndexablePage('/employer-profile/x'))
    for (const company of await listEmployerSitemapEntries(db))
      groups.push(
        LOCALES.map((locale) => ({
          locale,
          path: localizePath(`/employer-profile/${company.id}`, locale),
          lastmod: company.updatedAt,
        })),
      );

  const url = (path: string) => escapeHtml(`${publicUrl}${path}`);
  const entries = groups.flatMap((versions) => {
    const english = versions.find((version) => version.locale === 'en');
    const links = [
      ...versions.map(
        (version) => `    <xhtml:link rel="alternate" hreflang="${version.locale}" href="${url(version.path)}"/>`,
      ),
      ...(english ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(english.path)}"/>`] : []),
    ];
    return versions.map((version) =>
      [
        '  <url>',
        `    <loc>${url(version.path)}</loc>`,
        ...(version.lastmod ? [`    <lastmod>${version.lastmod.toISOString()}</lastmod>`] : []),
        ...(versions.length > 1 ? links : []),
        '  </url>',
      ].join('\n'),
    );
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * sitemap.xml, the index: the pages, the blog and the listing sitemaps (each starting after the
 * listing its `after` names, see `listingSitemapStarts`).
 */
export function buildSitemapIndex(publicUrl: string, listingStarts: (string | null)[]): string {
  const sitemaps = [
    ...SITEMAP_PARTS.map((part) => `${publicUrl}/sitemaps/${part}.xml`),
    ...listingStarts.map((after) => `${publicUrl}/sitemaps/listings.xml${after ? `?after=${after}` : ''}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((loc) => `  <sitemap>\n    <loc>${escapeHtml(loc)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
