import { createHash } from 'node:crypto';
import {
  blogFilterFromSearchParams,
  blogPostListUrl,
  blogPostUrl,
  type BlogPost,
  type BlogPostList,
} from '@azubi/shared/blog/blog-posts';
import { localeFromPath, localizePath, stripLocale, type Locale } from '@azubi/shared/i18n/locales';
import { translate } from '@azubi/shared/i18n/messages';
import { isKnownPagePath } from '@azubi/shared/routing/page-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getActor, type Actor } from '../platform/session/session';
import { resolveBlogSlug } from '../features/blog/resolve-blog-slug';
import { decodeSegment } from '../http/broken-url';
import { pageLanguageRedirect } from './page-language';
import { searchWithoutEmptyFields } from './search-address';
import { isPrivatePage, pageMeta, SITE_NAME, type PageMeta } from './page-meta';
import type { ServerPageData } from '@azubi/shared/routing/server-rendering';
import { publicEmployerProfileUrl, type PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import type { SiteStats } from '@azubi/shared/site/site-stats';
import type { PlansResponse } from '@azubi/shared/billing/billing';
import type { ServerRenderedPage } from './server-render';
import { escapeHtml, scriptJson, type AppShell, type ShellHead } from './shell';
import { appScreenQueries, serverRenderedScreenKey } from './page-data';
import { dehydratedQueries, type ServerQuery } from '@azubi/shared/routing/server-query-state';
import {
  blogPostStructuredData,
  employerStructuredData,
  homeStructuredData,
  jobPostingStructuredData,
  type JsonLd,
} from './structured-data';
import { PROGRAM_NAMES, startDatePassed, type ListingDetail } from '@azubi/shared/listings/listing';
import { similarListingsOf } from '../features/listings/get-listing';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '../features/seo/listing-share-image';

const BLOG_POST_PATH = /^\/blog\/([^/]+)$/;
const EMPLOYER_PROFILE_PATH = /^\/employer-profile\/([^/]+)$/;
const JOB_PATH = /^\/jobs\/([^/]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Pictures messengers show; an SVG is not one of them. */
const SHAREABLE_IMAGE = /\.(png|jpe?g|webp|gif)(\?|$)|\/api\/companies\//i;

const BLOG_NAME: Record<Locale, string> = { en: `${SITE_NAME} Blog`, de: `${SITE_NAME} Blog` };

const CATEGORY_KEYWORDS: Record<BlogPost['category'], Record<Locale, string>> = {
  ausbildung: { en: 'Ausbildung, vocational training Germany', de: 'Ausbildung, duale Ausbildung' },
  fsj: { en: 'FSJ, BFD, voluntary service Germany', de: 'FSJ, BFD, Freiwilligendienst' },
  certificates: { en: 'German certificate, Goethe, telc, TestDaF', de: 'Deutschzertifikat, Goethe, telc, TestDaF' },
  success: { en: 'success story, international apprentice', de: 'Erfolgsgeschichte, internationale Azubis' },
  tips: { en: 'application tips, living in Germany', de: 'Bewerbungstipps, Leben in Deutschland' },
  employers: { en: 'hiring apprentices, employers', de: 'Azubis einstellen, Arbeitgeber' },
  news: { en: 'Azubi Connect news', de: 'Azubi Connect Neuigkeiten' },
};

/** The pages that lead on in the account's language by themselves once signed in (useCompleteAuth). */
const SIGN_IN_PAGES = new Set(['/auth', '/auth-callback']);

const hasSessionCookie = (request: FastifyRequest) =>
  Object.keys(request.cookies ?? {}).some((name) => name.endsWith('.session_token'));

function accountLanguageRedirect(actor: Actor | null, locale: Locale, pagePath: string, query: string): string | null {
  if (SIGN_IN_PAGES.has(pagePath)) return null;
  if (!actor || actor.locale === locale) return null;
  return `${localizePath(pagePath, actor.locale)}${query}`;
}

/**
 * Sends a page of the web app: the shell with the page's language, head and status. Blog posts are
 * looked up, so an unknown slug is a real 404 and a slug of the other language goes on to its
 * translation (that is where the language switcher, which keeps the path, lands).
 */
export async function sendPage({
  app,
  request,
  reply,
  shell,
  path,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  shell: AppShell;
  path: string;
}): Promise<FastifyReply> {
  const { config } = app;
  const locale = localeFromPath(path);
  const pagePath = stripLocale(path).replace(/(.)\/+$/, '$1');
  const query = request.url.slice(request.url.split('?')[0]?.length ?? 0);
  const previewHost = config.previewHosts.includes((request.hostname ?? '').split(':')[0]?.toLowerCase() ?? '');
  const absolute = (l: Locale, p: string) => `${config.publicUrl}${localizePath(p, l)}`;

  // `/` is shown in the visitor's language and `?lng=` names one: both are answered with the address
  // of that language, so the page is rendered as the browser's app will hydrate it (ADR 0014).
  if (path === '/') void reply.header('vary', 'Cookie, Accept-Language');
  const languageTarget = pageLanguageRedirect({
    path,
    search: query,
    cookie: request.cookies?.i18next,
    acceptLanguage: request.headers['accept-language'],
  });
  if (languageTarget !== null) return reply.header('cache-control', 'no-cache').redirect(languageTarget, 302);
  // Signed in, the account's language wins (issue 12): the page is answered with its address in that
  // language, as the app would move it after start-up. Moved there instead, the app would switch
  // i18next's language while React is still taking over the other language's HTML (error #418).
  // Only a request that carries a session cookie is looked up: visitors cost no query.
  const actor = hasSessionCookie(request) ? await getActor(app.auth, request) : null;
  const accountTarget = accountLanguageRedirect(actor, locale, pagePath, query);
  if (accountTarget !== null) {
    return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(accountTarget, 302);
  }
  const search = searchWithoutEmptyFields(pagePath, query);
  if (search !== null) return reply.redirect(`${path}${search}`, 302);

  // The local payment provider's pages exist only while it runs (never in production: ADR 0026).
  let found = isKnownPagePath(pagePath) && (app.payments.name === 'local' || !pagePath.startsWith('/payments/local'));
  let meta: PageMeta = pageMeta(locale, pagePath, found);
  let alternates: ShellHead['alternates'] = found
    ? [
        { hreflang: 'en', href: absolute('en', pagePath) },
        { hreflang: 'de', href: absolute('de', pagePath) },
        { hreflang: 'x-default', href: absolute('en', pagePath) },
      ]
    : [];
  const jsonLd: JsonLd[] = [];
  const preloads: NonNullable<ShellHead['preloads']> = [];
  let ogType: ShellHead['ogType'] = 'website';
  let image: ShellHead['image'] = null;
  let indexable = true;
  let rendered: ServerRenderedPage | null = null;
  let gone = false;
  let staticContent: string | undefined;

  const slugMatch = found ? BLOG_POST_PATH.exec(pagePath) : null;
  if (slugMatch) {
    const slug = decodeSegment(slugMatch[1] ?? '');
    const resolution = slug
      ? await resolveBlogSlug({ db: app.database.db, locale, slug })
      : ({ kind: 'missing' } as const);
    if (resolution.kind === 'translation') {
      return reply.redirect(`${localizePath(`/blog/${encodeURIComponent(resolution.slug)}`, locale)}${query}`, 301);
    }
    if (resolution.kind === 'untranslated') return reply.redirect(localizePath('/blog', locale), 302);
    // An old slug of a renamed post (issue 18): its address now.
    if (resolution.kind === 'moved') {
      return reply.redirect(`${localizePath(`/blog/${encodeURIComponent(resolution.slug)}`, locale)}${query}`, 301);
    }
    if (resolution.kind === 'gone') {
      // An archived post: 410, and the page says so with a link to the blog (the app takes over on start).
      found = false;
      gone = true;
      meta = {
        title: `${translate(locale, 'blogAdmin.goneTitle')} – ${SITE_NAME}`,
        description: translate(locale, 'blogAdmin.gone'),
      };
      alternates = [];
      staticContent = goneContent(locale);
    } else if (resolution.kind === 'missing') {
      found = false;
      meta = pageMeta(locale, pagePath, false);
      alternates = [];
    } else {
      const { post } = resolution;
      const description = post.seoDescription ?? post.excerpt;
      meta = {
        title: post.seoTitle ?? `${post.title} – ${SITE_NAME}`,
        description,
        keywords: CATEGORY_KEYWORDS[post.category][locale],
      };
      const postPath = (l: Locale, s: string) => absolute(l, `/blog/${encodeURIComponent(s)}`);
      const versions = [{ locale: post.locale, slug: post.slug }, ...(post.translation ? [post.translation] : [])];
      const english = versions.find((version) => version.locale === 'en');
      alternates = [
        ...versions
          .sort((a, b) => a.locale.localeCompare(b.locale))
          .map((version) => ({ hreflang: version.locale, href: postPath(version.locale, version.slug) })),
        ...(english ? [{ hreflang: 'x-default', href: postPath('en', english.slug) }] : []),
      ];
      jsonLd.push(blogPostStructuredData(config.publicUrl, post, { blog: BLOG_NAME[locale], description }));
      if (post.image) preloads.push({ href: post.image.src, as: 'image' });
      if (post.image && SHAREABLE_IMAGE.test(post.image.src))
        image = { url: `${config.publicUrl}${post.image.src}`, alt: post.image.alt || post.title };
      ogType = 'article';
      // The post as the API sends it (resolveBlogSlug reads it with the API's own getBlogPost).
      rendered = await renderOnServer(app, shell, request.url, { page: 'blog-post', locale, slug: post.slug, post });
      // Rendered in the browser, the page fetches the post first: it can start at once.
      if (!rendered) preloads.push({ href: blogPostUrl(locale, post.slug), as: 'fetch' });
    }
  } else if (found && pagePath === '/blog') {
    const filter = blogFilterFromSearchParams(new URLSearchParams(query));
    const firstPage = await askApi<BlogPostList>(app, blogPostListUrl({ locale, ...filter }));
    rendered = firstPage
      ? await renderOnServer(app, shell, request.url, { page: 'blog-list', locale, ...filter, firstPage })
      : null;
    // The cards' pictures on the first screen (the list loads its first two eagerly, BlogPostCard).
    for (const post of firstPage?.items.slice(0, 2) ?? []) {
      if (post.image) preloads.push({ href: post.image.src, as: 'image' });
    }
    if (!rendered) preloads.push({ href: blogPostListUrl({ locale, ...filter }), as: 'fetch' });
  } else if (found && EMPLOYER_PROFILE_PATH.test(pagePath)) {
    // A public employer page: its data as the public API answers it; an unknown company is a 404.
    const companyId = decodeSegment(EMPLOYER_PROFILE_PATH.exec(pagePath)?.[1] ?? '') ?? '';
    const answer = companyId ? await app.inject({ method: 'GET', url: publicEmployerProfileUrl(companyId) }) : null;
    if (!answer || answer.statusCode === 404) {
      found = false;
      meta = pageMeta(locale, pagePath, false);
      alternates = [];
    } else if (answer.statusCode === 200) {
      const profile = answer.json<PublicEmployerProfile>();
      const description = employerDescription(locale, profile);
      meta = { title: `${profile.name} – ${SITE_NAME}`, description };
      jsonLd.push(employerStructuredData(config.publicUrl, locale, profile, description));
      if (profile.bannerUrl) preloads.push({ href: profile.bannerUrl, as: 'image' });
      const picture = profile.bannerUrl ?? profile.logoUrl;
      if (picture) image = { url: `${config.publicUrl}${picture}`, alt: profile.name };
      rendered = await renderOnServer(app, shell, request.url, {
        page: 'employer-profile',
        locale,
        companyId,
        profile,
      });
    }
  } else if (found && JOB_PATH.test(pagePath)) {
    // A listing page (ADR 0027): its data as the public API answers it, so that the browser starts
    // from the same; asked with the visitor's cookie, address and browser, so the view counts as theirs.
    const listingId = decodeSegment(JOB_PATH.exec(pagePath)?.[1] ?? '') ?? '';
    const answer = UUID.test(listingId)
      ? await app.inject({
          method: 'GET',
          url: `/api/listings/${listingId}`,
          remoteAddress: request.ip,
          headers: {
            'accept-language': locale,
            ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          },
        })
      : null;
    if (answer?.statusCode === 200) {
      const listing = answer.json<ListingDetail>();
      const open = listing.isActive && !startDatePassed(listing.startDate, new Date().toISOString().slice(0, 10));
      meta = {
        title: `${listing.title} – ${listing.companyName} – ${SITE_NAME}`,
        description: listingDescription(locale, listing),
      };
      // Only an open listing is offered to search engines as a job; a closed or started one says so and is not indexed.
      indexable = open;
      if (open) jsonLd.push(jobPostingStructuredData(config.publicUrl, locale, listing));
      image = {
        url: `${config.publicUrl}${shareImagePath(listing, locale)}`,
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        alt: `${listing.title} – ${listing.companyName}, ${listing.location}`,
      };
      rendered = await renderOnServer(app, shell, request.url, { page: 'job', locale, listingId, listing });
    } else if (answer?.statusCode === 410) {
      // Closed long ago: gone for good, with the way to similar places (the app takes over on start).
      found = false;
      gone = true;
      meta = {
        title: `${translate(locale, 'listings.goneTitle')} – ${SITE_NAME}`,
        description: translate(locale, 'listings.gone'),
      };
      alternates = [];
      const similar = await similarListingsOf(app.database.db, listingId);
      staticContent = goneListingContent(locale, similar);
    } else if (!answer || answer.statusCode === 404) {
      // An unknown or malformed id: a real 404 (never a page that says "not found" with a 200).
      // Any other answer (the database away) leaves the page to the browser, which says so and retries.
      found = false;
      meta = pageMeta(locale, pagePath, false);
      alternates = [];
    }
  } else if (found && pagePath === '/') {
    jsonLd.push(homeStructuredData(config.publicUrl, locale));
    // The landing page with the site's figures as the API counts them and the plans on sale; its
    // HTML changes only with them, so it is rendered once per language, figures and plans (and the
    // build's rendering stays the fallback, without figures and with placeholders for the prices).
    const [stats, plans] = await Promise.all([
      askApi<SiteStats>(app, '/api/site/stats'),
      askApi<PlansResponse>(app, '/api/plans', locale),
    ]);
    const home = localizePath('/', locale);
    rendered = stats
      ? await renderOnServer(
          app,
          shell,
          home,
          { page: 'home', locale, stats, plans },
          `${locale}:${JSON.stringify(stats)}:${JSON.stringify(plans)}`,
        )
      : null;
  } else if (found && pagePath === '/for-employers') {
    // The employer page's prices are the plans on sale (rendered once per language and plans).
    const plans = await askApi<PlansResponse>(app, '/api/plans', locale);
    rendered = plans
      ? await renderOnServer(
          app,
          shell,
          localizePath('/for-employers', locale),
          { page: 'for-employers', locale, plans },
          `for-employers:${locale}:${JSON.stringify(plans)}`,
        )
      : null;
  }

  // The listing search, the messages pages and the candidate search (issue 35): rendered with the
  // queries their HTML carries anyway (the account, the screen's first data), so a slow phone shows
  // them at its first paint. A visitor's search is rendered once per language, address and answer (the
  // same for every visitor); a signed-in person's screen per request, theirs alone. A screen whose data
  // the API refused or failed (a bad filter, another person's conversation) is left to the browser,
  // which says why.
  const sessionCookie = hasSessionCookie(request);
  const screenKey = found ? serverRenderedScreenKey(pagePath, query, actor) : null;
  let screenQueries: ServerQuery[] | null = null;
  if (screenKey) {
    screenQueries = await appScreenQueries({ app, request, locale, pagePath, query, actor, sessionCookie });
    const screenHash = JSON.stringify(screenKey);
    if (screenQueries.some(({ queryKey }) => JSON.stringify(queryKey) === screenHash)) {
      const data: ServerPageData = { page: 'screen', locale, queries: screenQueries, signedIn: actor !== null };
      // Only the plain search is kept: addresses with a query are countless (a crawler's would push
      // the landing pages out of the few kept), and are rendered per request, unless renders wait.
      const keepAs =
        sessionCookie || query !== ''
          ? undefined
          : `screen:${request.url}:${createHash('sha256').update(JSON.stringify(screenQueries)).digest('base64url')}`;
      rendered = await renderOnServer(app, shell, request.url, data, keepAs, { unlessBusy: true });
    }
  }

  const canonicalPath = slugMatch && found ? alternates.find((a) => a.hreflang === locale)?.href : undefined;
  const prerendered = rendered?.html ?? (found ? shell.prerendered.get(locale, pagePath) : undefined);
  // An app screen (no content in its HTML) asked with a session cookie carries the account, or null
  // when the session has ended: the app then neither asks `/api/me` before the screen's data nor shows
  // a signed-out control in the meantime. A visitor without a session cookie gets the page as before.
  const appScreen = !prerendered && !staticContent;
  const serverQueries = appScreen
    ? (screenQueries ??
      (await appScreenQueries({ app, request, locale, pagePath: found ? pagePath : '', query, actor, sessionCookie })))
    : [];
  const html = shell.render({
    locale,
    meta,
    canonical: found ? (canonicalPath ?? absolute(locale, pagePath)) : null,
    alternates,
    noindex: previewHost || !found || !indexable || isPrivatePage(pagePath),
    ogType,
    image,
    jsonLd,
    modulePreloads: shell.assets.modulePreloads(pagePath, locale, found),
    preloads,
    prerendered,
    appAtOnce: screenQueries !== null && rendered !== null,
    renderedSignedIn: screenQueries !== null && rendered !== null && actor !== null,
    serverQueryState: rendered
      ? scriptJson(rendered.queryState)
      : serverQueries.length > 0
        ? scriptJson(dehydratedQueries(serverQueries))
        : undefined,
    signedIn: actor !== null,
    staticContent,
  });
  if (previewHost) void reply.header('x-robots-tag', 'noindex, nofollow');
  // A page that holds an account (or says the session has ended) differs by cookie; a signed-in one is
  // for that browser only.
  if (path !== '/' && sessionCookie) void reply.header('vary', 'Cookie');
  return reply
    .status(found ? 200 : gone ? 410 : 404)
    .header('cache-control', actor ? 'private, no-cache' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** What an archived post's address shows before the app starts: the notice and a link to the blog. */
function goneContent(locale: Locale): string {
  return `<main id="main" class="mx-auto max-w-2xl px-4 py-16 text-center"><h1 class="text-2xl font-semibold">${escapeHtml(
    translate(locale, 'blogAdmin.goneTitle'),
  )}</h1><p class="mt-4">${escapeHtml(translate(locale, 'blogAdmin.gone'))}</p><p class="mt-6"><a class="underline" href="${escapeHtml(
    localizePath('/blog', locale),
  )}">${escapeHtml(translate(locale, 'blogAdmin.goneBackToBlog'))}</a></p></main>`;
}

/** What a long-closed listing's address shows before the app starts: the notice and similar places. */
function goneListingContent(locale: Locale, similar: string): string {
  return `<main id="main" class="mx-auto max-w-2xl px-4 py-16 text-center"><h1 class="text-2xl font-semibold">${escapeHtml(
    translate(locale, 'listings.goneTitle'),
  )}</h1><p class="mt-4">${escapeHtml(translate(locale, 'listings.gone'))}</p><p class="mt-6"><a class="underline" href="${escapeHtml(
    localizePath(similar, locale),
  )}">${escapeHtml(translate(locale, 'listings.similar'))}</a></p></main>`;
}

/**
 * A listing's description for search results and link previews: what, where, who and the German
 * level, then the start of its own text, cut at a word near 160 characters.
 */
export function listingDescription(locale: Locale, listing: ListingDetail): string {
  const lead =
    locale === 'de'
      ? `${PROGRAM_NAMES[listing.programType].de} in ${listing.location} bei ${listing.companyName}, Deutsch ${listing.germanLevelRequired}.`
      : `${PROGRAM_NAMES[listing.programType].en} in ${listing.location} at ${listing.companyName}, German ${listing.germanLevelRequired}.`;
  const text = `${lead} ${listing.description.replace(/\s+/g, ' ').trim()}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * An employer page's description for search results and link previews: the company's own words
 * when it has them (cut at a word near 160 characters), else what, where and how many open places.
 */
export function employerDescription(locale: Locale, profile: PublicEmployerProfile): string {
  const about = profile.about?.replace(/\s+/g, ' ').trim();
  if (about) return about.length <= 160 ? about : `${about.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  const what = [profile.industry, profile.location].filter(Boolean).join(', ');
  const n = profile.listings.length;
  return locale === 'de'
    ? `${profile.name}${what ? ` (${what})` : ''} auf ${SITE_NAME}: ${n === 1 ? '1 offene Stelle' : `${n} offene Stellen`} für Ausbildung und Freiwilligendienst.`
    : `${profile.name}${what ? ` (${what})` : ''} on ${SITE_NAME}: ${n === 1 ? '1 open place' : `${n} open places`} for vocational training and voluntary service.`;
}

/**
 * A public API answer, asked in-process (no network): the page is rendered with exactly what the
 * browser would have fetched. Null when the API does not answer 200.
 */
async function askApi<T>(app: FastifyInstance, url: string, locale?: Locale): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url, headers: locale ? { 'accept-language': locale } : {} });
  return response.statusCode === 200 ? (response.json() as T) : null;
}

/**
 * The page rendered on the server, or null to leave it to the browser: without the render bundle,
 * or when rendering fails (logged; the visitor still gets the page, rendered in the browser).
 */
async function renderOnServer(
  app: FastifyInstance,
  shell: AppShell,
  url: string,
  data: ServerPageData,
  /** Renders once per key and keeps the page (ServerRenderer.renderOnce). */
  keepAs?: string,
  /** Without `keepAs`: left to the browser while other renders wait (ServerRenderer.renderUnlessBusy). */
  { unlessBusy = false }: { unlessBusy?: boolean } = {},
): Promise<ServerRenderedPage | null> {
  try {
    if (keepAs) return await shell.renderer.renderOnce(keepAs, url, data);
    return await (unlessBusy ? shell.renderer.renderUnlessBusy(url, data) : shell.renderer.render(url, data));
  } catch (error) {
    app.log.warn({ err: error, url }, 'server rendering failed; the page renders in the browser');
    return null;
  }
}
