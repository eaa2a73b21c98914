import { LOCALES, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../web/shell';
import { PUBLIC_PAGES } from '../../web/page-meta';
import { listBlogSitemapEntries } from '../blog/list-blog-sitemap-entries';
import { isIndexablePage } from './build-robots-txt';

type Version = { locale: Locale; path: string; lastmod?: Date };

/**
 * sitemap.xml: each public page and each published blog post in every language it exists in,
 * with its other-language versions as `xhtml:link` alternates (and x-default: English).
 */
export async function buildSitemap({ db, publicUrl }: { db: Database; publicUrl: string }): Promise<string> {
  const groups: Version[][] = PUBLIC_PAGES.filter(isIndexablePage).map((page) =>
    LOCALES.map((locale) => ({ locale, path: localizePath(page, locale) })),
  );

  if (isIndexablePage('/blog/x')) {
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
