import type { ServerPageData } from '@azubi/shared/routing/server-rendering';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppReadyMarker } from './app/app-ready-marker';
import { AppProviders } from './app/providers';
import { plansQueryOptions } from './features/billing/api/get-plans';
import { createRoutes } from './app/router';
import { blogPostQueryOptions } from './features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from './features/blog/api/get-blog-posts';
import { listingQueryOptions } from './features/listings/api/get-listing';
import { publicEmployerProfileQueryOptions } from './features/companies/api/company-profile-api';
import { siteStatsQueryOptions } from './features/marketing/api/get-site-stats';
import { createQueryClient } from './lib/query-client';

/**
 * Build-time rendering of the public pages whose content does not depend on the visitor or the
 * database (scripts/prerender.mjs runs this after `vite build --ssr`). The server puts the HTML
 * into `<div id="root">`, so a phone on a slow network paints the page before any JavaScript has
 * arrived, and crawlers without JavaScript read it; main.tsx then renders the same page with
 * React once the router is ready, replacing the HTML in one step. Visitor-dependent parts (the
 * cookie banner, the account menu's signed-in state) render on the client only.
 */
export const PRERENDERED_PAGES = ['/', '/for-employers', '/privacy-policy', '/terms-of-service'] as const;

/**
 * Renders a page with its data from the database (a blog page, the landing page with its
 * figures, an app screen with its first data), for the server to send as HTML: the page paints before any JavaScript arrives, like the
 * pages rendered at build time. The query state goes with the page
 * (`<script type="application/json">`), so the browser starts from the same data and takes the
 * HTML over without a request or a spinner. Callers render one page at a time: the i18next
 * instance follows the page's language.
 */
export async function renderServerPage(
  url: string,
  data: ServerPageData,
): Promise<{ html: string; queryState: DehydratedState }> {
  const queryClient = createQueryClient();
  if (data.page === 'home') {
    queryClient.setQueryData(siteStatsQueryOptions.queryKey, data.stats);
    if (data.plans) queryClient.setQueryData(plansQueryOptions(data.locale).queryKey, data.plans);
  } else if (data.page === 'for-employers') {
    queryClient.setQueryData(plansQueryOptions(data.locale).queryKey, data.plans);
  } else if (data.page === 'employer-profile') {
    queryClient.setQueryData(publicEmployerProfileQueryOptions(data.companyId).queryKey, data.profile);
  } else if (data.page === 'job') {
    queryClient.setQueryData(listingQueryOptions(data.listingId).queryKey, data.listing);
  } else if (data.page === 'screen') {
    for (const { queryKey, data: answer } of data.queries) queryClient.setQueryData(queryKey, answer);
  } else if (data.page === 'blog-list') {
    const { queryKey } = blogPostsQueryOptions({ locale: data.locale, category: data.category, q: data.q });
    queryClient.setQueryData(queryKey, { pages: [data.firstPage], pageParams: [null] });
  } else {
    queryClient.setQueryData(blogPostQueryOptions(data.locale, data.slug).queryKey, data.post);
  }
  const html = await renderPage(url, queryClient, data.page === 'screen' && data.signedIn);
  return { html, queryState: dehydrate(queryClient) };
}

export async function renderPage(url: string, queryClient?: QueryClient, signedIn = false): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A part that fails is noted here and fails the whole render after React has finished (the build
  // stops; the server sends the page for the browser to render). Thrown from inside React's callback
  // instead, it would escape as an uncaught exception and stop the server.
  let failure: { error: unknown } | null = null;
  const { prelude } = await prerender(
    // The same tree as main.tsx renders, so that the browser can take this HTML over (hydrate) as it is.
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedSignedIn={signedIn}>
        <AppReadyMarker />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      // React moves large finished parts (the page under <main>) behind a template and an inline
      // script that reveals them, to stream sooner; the content security policy allows no inline
      // script, and nothing streams here: keep every part in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here would be left to the browser to render: fail instead (above).
      onError: (error) => {
        failure ??= { error };
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw (failure as { error: unknown }).error;
  if (html.includes('<template')) throw new Error(`${url}: a part of the page was left for the browser to render`);
  // The router's scroll restoration writes an inline script (the content security policy allows
  // none), and React hoists the page's <title> to the front: the server writes the head itself.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<title>[\s\S]*?<\/title>/g, '');
}
