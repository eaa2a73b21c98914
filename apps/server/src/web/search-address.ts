/** The pages search forms submit to (the landing page's search goes to the dashboard). */
const SEARCH_PAGES = new Set(['/dashboard', '/browse-jobs']);

/**
 * The query of a search page without its empty fields, or null when it has none. A search form
 * submitted before the page's scripts have run sends every field, empty or not
 * (`/dashboard?q=Pflege&location=&category=`); the address of a search leaves empty fields out
 * (spec §2), so the server answers with that address instead.
 */
export function searchWithoutEmptyFields(pagePath: string, search: string): string | null {
  if (!SEARCH_PAGES.has(pagePath) || !search) return null;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''));
  if ([...kept].length === [...params].length && search !== '?') return null;
  const query = kept.toString();
  return query ? `?${query}` : '';
}
