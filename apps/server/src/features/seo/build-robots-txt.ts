import { localizePath } from '@azubi/shared/i18n/locales';
import { isKnownPagePath } from '@azubi/shared/routing/page-routes';
import { isPrivatePage, PRIVATE_PATH_PREFIXES } from '../../web/page-meta';

/**
 * robots.txt: everything public may be crawled; the API and the signed-in areas (in both
 * languages) may not. A preview deployment asks not to be crawled at all.
 */
export function buildRobotsTxt({ publicUrl, preview }: { publicUrl: string; preview: boolean }): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  const prefixes = ['/employer', ...PRIVATE_PATH_PREFIXES.filter((prefix) => prefix !== '/employer/')];
  const disallowed = ['/api/'];
  for (const prefix of prefixes) {
    // `/employer` alone must not block `/employer-profile/…`, which is public: `$` ends the match.
    const exact = prefix === '/employer' ? '$' : '';
    disallowed.push(`${prefix}${exact}`, `${localizePath(prefix, 'de')}${exact}`);
    if (prefix === '/employer') disallowed.push('/employer/', '/de/employer/');
  }
  return [
    'User-agent: *',
    'Allow: /',
    // Company logos and banners are what JobPosting's hiringOrganization.logo and the employer
    // pages' share cards point at: the longer rule wins over `Disallow: /api/` (ADR 0027).
    'Allow: /api/companies/*/logo',
    'Allow: /api/companies/*/banner',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    // The sitemap index (pages, blog and the listing sitemaps).
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Whether a page path is meant for search engines (the sitemap only lists those). */
export function isIndexablePage(path: string): boolean {
  return isKnownPagePath(path) && !isPrivatePage(path);
}
