/**
 * The company's own listings (`GET /api/employer/listings`) under the web app's query key: the
 * candidate search's "Best fit for" offers the active ones, and the server puts them into that
 * page's HTML (apps/server/src/web/render-page.ts, issue 35).
 */
export const EMPLOYER_LISTINGS_KEY = ['employer', 'listings'] as const;
export const EMPLOYER_LISTINGS_PATH = '/api/employer/listings';
