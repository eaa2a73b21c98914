import { isKnownPagePath } from '@azubi/shared/routing/page-routes';

/**
 * `/:lang/*` addresses (spec §2) such as `/en/blog` or `/fr/for-employers`: a two-letter language
 * prefix we do not use in front of a real page. Returns the page's path without the prefix (the
 * caller puts it into the current language), or null when the path is not of that form. `/de` is
 * our German prefix and never matches. The server already answers `/en/...` with a 301.
 */
export function stripForeignLanguagePrefix(path: string): string | null {
  const match = /^\/([a-z]{2})(\/.*)?$/i.exec(path);
  if (!match || match[1]?.toLowerCase() === 'de') return null;
  const rest = match[2] ?? '/';
  return isKnownPagePath(rest) ? rest : null;
}
