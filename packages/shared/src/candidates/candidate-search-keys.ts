/**
 * The web app's query keys of the employer's candidate search (TanStack Query) and the API address
 * of a search's first page, in one place for both sides: the server puts the first page into the
 * HTML of `/employer/candidates` under these keys (apps/server/src/web/render-page.ts, issue 35)
 * and the page reads them (apps/web/src/features/candidates/api).
 */

/** Candidates per page of the search ("Load more" asks for the next). */
export const CANDIDATES_PAGE_SIZE = 20;

/** The search as the page keeps it in its address: the API's query names and values. */
export function candidateSearchKey(params: URLSearchParams): readonly ['employer', 'candidates', string] {
  return ['employer', 'candidates', params.toString()];
}

/** Whether the company may search candidates, and if not, why (`GET /api/employer/candidates/access`). */
export const CANDIDATE_ACCESS_KEY = ['employer', 'candidate-access'] as const;
export const CANDIDATE_ACCESS_PATH = '/api/employer/candidates/access';

/** The API address of a page of the search; the first page has no cursor. */
export function candidateSearchPath(params: URLSearchParams, cursor: string | null = null): string {
  const query = new URLSearchParams(params);
  query.set('limit', String(CANDIDATES_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return `/api/employer/candidates?${query.toString()}`;
}
