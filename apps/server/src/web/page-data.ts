import type { Locale } from '@azubi/shared/i18n/locales';
import {
  candidateSearchKey,
  candidateSearchPath,
  CANDIDATE_ACCESS_KEY,
  CANDIDATE_ACCESS_PATH,
} from '@azubi/shared/candidates/candidate-search-keys';
import { firstListingsPagePath, listingsQueryKey, readBrowseFilters } from '@azubi/shared/listings/browse-params';
import { EMPLOYER_LISTINGS_KEY, EMPLOYER_LISTINGS_PATH } from '@azubi/shared/listings/employer-listings-keys';
import { FIRST_MESSAGES_LIMIT, messagingKeys } from '@azubi/shared/messaging/messaging-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../platform/session/session';
import { type ServerQuery } from '@azubi/shared/routing/server-query-state';

/**
 * The first data of an app screen, put into its HTML (ADR 0033, issue 35: no waterfall to the first
 * screen). Each is what the web app would ask the API for right after start-up, asked in-process as
 * the visitor (their cookie, address, browser and the page's language), so the API's access rules
 * and refusals apply unchanged; what it does not answer with 200 is left out and the browser asks
 * as before. Each goes under the key the web app reads (built in packages/shared for both sides).
 */

/** What the web app asks the API for, asked in-process as the visitor: their cookie, address, browser and the page's language. */
async function askAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  url: string,
): Promise<unknown | null> {
  const answer = await app.inject({
    method: 'GET',
    url,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      'accept-language': locale,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  return answer.statusCode === 200 ? answer.json() : null;
}

/**
 * The account as `GET /api/me` answers it, under `['auth', 'me']` (apps/web/src/lib/account/use-me.ts):
 * the screen asks for its data at once instead of for the account first. Null when the session is not valid.
 */
async function accountQuery(app: FastifyInstance, request: FastifyRequest, locale: Locale): Promise<ServerQuery> {
  return { queryKey: ['auth', 'me'], data: await askAsVisitor(app, request, locale, '/api/me') };
}

/**
 * The first page of a listing search (`/browse-jobs?…`) under `listingsQueryKey`
 * (packages/shared/src/listings/browse-params.ts), as an infinite query's first page.
 */
async function searchPageQueries(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  query: string,
): Promise<ServerQuery[]> {
  const filters = readBrowseFilters(new URLSearchParams(query));
  const page = await askAsVisitor(app, request, locale, firstListingsPagePath(filters));
  return page === null ? [] : [{ queryKey: listingsQueryKey(filters), data: { pages: [page], pageParams: [null] } }];
}

const MESSAGES_PAGE = /^\/(?:my-messages|employer\/messages)(?:\/([^/]+))?$/;

/**
 * A messages page's first data: the conversation list and the unread count, and with a conversation
 * open its details and newest messages, under `messagingKeys` (packages/shared/src/messaging/messaging-keys.ts).
 * Another side's page or a conversation not theirs is refused by the API and left to the browser.
 * Reading them marks nothing read.
 */
async function messagesPageQueries(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  conversationId: string | undefined,
): Promise<ServerQuery[]> {
  const ask = (url: string) => askAsVisitor(app, request, locale, url);
  const id = conversationId ? encodeURIComponent(conversationId) : null;
  const [list, unread, conversation, messages] = await Promise.all([
    ask('/api/conversations'),
    ask('/api/conversations/unread-count'),
    id ? ask(`/api/conversations/${id}`) : null,
    id ? ask(`/api/conversations/${id}/messages?limit=${FIRST_MESSAGES_LIMIT}`) : null,
  ]);
  const queries: ServerQuery[] = [];
  if (list !== null) queries.push({ queryKey: messagingKeys.conversationList(''), data: list });
  if (unread !== null) queries.push({ queryKey: messagingKeys.unread(), data: unread });
  if (conversationId && conversation !== null && messages !== null) {
    const page = messages as { items: unknown[]; hasMore: boolean };
    queries.push(
      { queryKey: messagingKeys.conversation(conversationId), data: conversation },
      // As useConversationMessages keeps it (apps/web/src/features/messaging/api/get-messages.ts).
      { queryKey: messagingKeys.messages(conversationId), data: { items: page.items, hasOlder: page.hasMore } },
    );
  }
  return queries;
}

/**
 * The employer's candidate search (`/employer/candidates?…`): whether the company may search, its
 * listings ("Best fit for") and the first page of results for the filters in the address, under the
 * keys of packages/shared/src/candidates/candidate-search-keys.ts. The results are the API's, so they
 * are anonymised as they would be in the browser; a company that may not search gets none (the API
 * refuses) and the page shows why from the access answer. Asking for them records no profile view.
 */
async function candidateSearchPageQueries(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  query: string,
): Promise<ServerQuery[]> {
  const params = new URLSearchParams(query);
  const ask = (url: string) => askAsVisitor(app, request, locale, url);
  const access = (await ask(CANDIDATE_ACCESS_PATH)) as { canSearchCandidates?: boolean } | null;
  if (access === null) return [];
  const [listings, page] = access.canSearchCandidates
    ? await Promise.all([ask(EMPLOYER_LISTINGS_PATH), ask(candidateSearchPath(params))])
    : [null, null];
  return [
    { queryKey: CANDIDATE_ACCESS_KEY, data: access },
    ...(listings !== null ? [{ queryKey: EMPLOYER_LISTINGS_KEY, data: listings }] : []),
    ...(page !== null ? [{ queryKey: candidateSearchKey(params), data: { pages: [page], pageParams: [null] } }] : []),
  ];
}

/**
 * The queries an app screen's HTML carries: the account for any request with a session cookie (null
 * when the session has ended, so no signed-out control shows in the meantime), and the first data of
 * the search, messages and candidate search screens.
 */
export async function appScreenQueries({
  app,
  request,
  locale,
  pagePath,
  query,
  actor,
  sessionCookie,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  locale: Locale;
  /** Known page path, without the language prefix. */
  pagePath: string;
  /** The address's query, with its `?` (or empty). */
  query: string;
  actor: Actor | null;
  sessionCookie: boolean;
}): Promise<ServerQuery[]> {
  const messagesPage = actor ? MESSAGES_PAGE.exec(pagePath) : null;
  const groups = await Promise.all([
    sessionCookie
      ? actor
        ? accountQuery(app, request, locale).then((q) => [q])
        : [{ queryKey: ['auth', 'me'], data: null }]
      : [],
    pagePath === '/browse-jobs' ? searchPageQueries(app, request, locale, query) : [],
    messagesPage ? messagesPageQueries(app, request, locale, messagesPage[1]) : [],
    actor && pagePath === '/employer/candidates' ? candidateSearchPageQueries(app, request, locale, query) : [],
  ]);
  return groups.flat();
}

/**
 * The screens the server sends rendered with their first data (issue 35): the listing search, the
 * messages pages and the employer's candidate search. Answers the key of the query without which the
 * screen is left to the browser (the API refused or failed it), or null for every other page.
 */
export function serverRenderedScreenKey(
  pagePath: string,
  query: string,
  actor: Actor | null,
): readonly unknown[] | null {
  if (pagePath === '/browse-jobs') return listingsQueryKey(readBrowseFilters(new URLSearchParams(query)));
  if (!actor) return null;
  if (pagePath === '/employer/candidates') return CANDIDATE_ACCESS_KEY;
  const messagesPage = MESSAGES_PAGE.exec(pagePath);
  if (!messagesPage) return null;
  return messagesPage[1] ? messagingKeys.messages(messagesPage[1]) : messagingKeys.conversationList('');
}
