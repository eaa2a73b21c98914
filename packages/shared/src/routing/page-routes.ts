/**
 * The page routes the web app renders, without the `/de` prefix. The server answers 200 for
 * these (in either language) and 404 for every other page path, while still sending the app
 * shell so the 404 page can render. A web test checks this list against the router, so the
 * two cannot drift apart. Each feature adds its routes here when it adds its pages.
 */
export const PAGE_ROUTES = [
  '/',
  '/blog',
  '/blog/:slug',
  '/for-employers',
  '/privacy-policy',
  '/terms-of-service',
  '/impressum',
  '/auth',
  '/auth-callback',
  '/reset-password',
  '/dashboard',
  '/browse-jobs',
  '/my-profile',
  '/privacy-settings',
  '/admin/verifications',
  '/jobs/:id',
  '/my-applications',
  '/my-interviews',
  '/my-placement',
  '/my-placement/:id',
  '/training-search-profiles',
  '/my-reviews',
  '/my-messages',
  '/my-messages/:conversationId',
  '/employer-onboarding',
  '/employer',
  '/employer/analytics',
  '/employer/listings',
  '/employer/listings/new',
  '/employer/listings/:id/edit',
  '/employer/applications',
  '/employer/candidates',
  '/employer/saved',
  '/employer/messages',
  '/employer/messages/:conversationId',
  '/employer/interviews',
  '/employer/placements',
  '/employer/placements/:id',
  '/employer/matches',
  '/team-settings',
  '/company-settings',
  '/subscription',
  '/subscription/success',
  '/subscription/cancelled',
  '/payments/local/portal',
  '/payments/local/:checkoutId',
  '/admin/subscriptions',
  '/azubi-settings',
  '/test-notifications',
  '/admin/users',
  '/admin/create-test-users',
  '/admin/users/:id',
  '/admin/email-campaigns',
  '/admin/campaigns',
  '/admin/analytics',
  '/admin/audit',
  '/admin/reviews',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog/:id/edit',
  '/employer-profile/:employerId',
  '/candidate/:id',
  '/notifications',
  '/notification-settings',
] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const matchers = PAGE_ROUTES.map(toRegExp);

/** Whether a language-neutral path (see `stripLocale`) is one of the app's pages. */
export function isKnownPagePath(path: string): boolean {
  return matchers.some((re) => re.test(path));
}
