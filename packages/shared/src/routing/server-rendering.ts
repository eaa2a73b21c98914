import type { PlansResponse } from '../billing/billing';
import type { BlogCategoryFilter, BlogPost, BlogPostList } from '../blog/blog-posts';
import type { PublicEmployerProfile } from '../companies/company-profile';
import type { Locale } from '../i18n/locales';
import type { ListingDetail } from '../listings/listing';
import type { SiteStats } from '../site/site-stats';
import type { ServerQuery } from './server-query-state';

/**
 * What the server hands the web app's render function (apps/web/src/prerender.tsx,
 * `renderServerPage`) for a page it renders per request: the blog, whose posts come from the
 * database, the landing page with its figures (the site's stats) and the plans on sale, the
 * employer landing page with the plans, the public employer pages and the listing pages (`/jobs/{id}`),
 * with the data as the public API answers it (apps/server/src/web/render-page.ts); and the app's
 * main screens (the listing search, the messages pages, the candidate search) with the queries their
 * HTML carries anyway (the account when there is a session, the screen's first data:
 * apps/server/src/web/page-data.ts), so a slow phone shows them at its first paint instead of after
 * the app's code has run (issue 35).
 */
export type ServerPageData =
  | { page: 'blog-list'; locale: Locale; category: BlogCategoryFilter; q: string; firstPage: BlogPostList }
  | { page: 'blog-post'; locale: Locale; slug: string; post: BlogPost }
  | { page: 'home'; locale: Locale; stats: SiteStats; plans: PlansResponse | null }
  | { page: 'for-employers'; locale: Locale; plans: PlansResponse }
  | { page: 'employer-profile'; locale: Locale; companyId: string; profile: PublicEmployerProfile }
  | { page: 'job'; locale: Locale; listingId: string; listing: ListingDetail }
  | {
      page: 'screen';
      locale: Locale;
      queries: ServerQuery[];
      /** Rendered for a signed-in person: the header shows their bell and messages at once (no jump when the app takes over). */
      signedIn: boolean;
    };

/**
 * The attribute of `<div id="root">` that says its HTML was rendered for a signed-in person (a screen
 * rendered per request), so that the browser takes it over with the same signed-in header.
 */
export const RENDERED_SIGNED_IN_ATTRIBUTE = 'data-rendered-signed-in';

/**
 * The id of the `<script type="application/json">` in which the server sends the query state a
 * page was rendered with (apps/server/src/web/shell.ts); the browser's query client starts from it
 * (apps/web/src/lib/query-client.ts).
 */
export const SERVER_QUERY_STATE_ID = 'server-query-state';

/**
 * The id of the `<script type="application/json">` listing the JavaScript files (`/assets/…`) a
 * page sent with its content needs beyond the entry: the start-up steps and the page's own chunks
 * (apps/server/src/web/shell.ts). The entry asks for them once the page has been painted
 * (apps/web/src/start-after-paint.ts), so that the first paint and the page's images do not share
 * a slow connection with the app's code.
 */
export const PAGE_MODULES_ID = 'page-modules';
