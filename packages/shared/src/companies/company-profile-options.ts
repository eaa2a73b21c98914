/**
 * The company profile's sizes, bounds and public address, without zod (`company-profile.ts` has the
 * schemas and re-exports these): the screens that only show or fetch a company's profile (the
 * dashboard's next steps, the public employer page) import them from here and so do not ship zod to
 * the browser (ADR 0033).
 */

/** What the logo and the banner are cropped to in the browser (pixels); the server keeps what it gets. */
export const LOGO_SIZE = 400;
export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 500;

/** The bounds of the company's "waiting too long" threshold for the kanban, in days (issue 29). */
export const STALE_AFTER_DAYS_MIN = 1;
export const STALE_AFTER_DAYS_MAX = 90;
export const STALE_AFTER_DAYS_DEFAULT = 7;

/** The public employer page's data (`GET /api/companies/:id/profile`). */
export const publicEmployerProfileUrl = (companyId: string) =>
  `/api/companies/${encodeURIComponent(companyId)}/profile`;
