/**
 * A request address whose percent-escapes do not decode (`/blog/%E0%A4%A`, a stray `%`) would be
 * refused by the router with its own English JSON 400, before our hooks run: no security headers, no
 * page, no language. Such a path segment is taken literally instead: each `%` in it becomes `%25`.
 * The segment then names a page or a record that does not exist, and the visitor gets our 404 page
 * or the API's 404 in their language. Valid addresses are returned unchanged (the same string).
 */
export function escapeBrokenPercentEncoding(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.includes('%')) return url;
  const segments = path.split('/');
  let changed = false;
  const repaired = segments.map((segment) => {
    if (!segment.includes('%') || decodeSegment(segment) !== null) return segment;
    changed = true;
    return segment.replaceAll('%', '%25');
  });
  return changed ? repaired.join('/') + (queryStart === -1 ? '' : url.slice(queryStart)) : url;
}

/** A path segment as text, or null when its percent-encoding is broken. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
