/// <reference lib="webworker" />
/**
 * The service worker (ADR 0033), built by vite-plugin-pwa (`strategies: 'injectManifest'`,
 * apps/web/vite.config.ts) to `/sw.js`. A second visit downloads none of the app's code again:
 *
 * - **Precache**: the app shell, i.e. the hashed files every page runs (entry, start-up steps,
 *   layout, shared messages, stylesheets), and the icons, listed by the build in
 *   `self.__WB_MANIFEST` (apps/web/vite.config.ts), fetched once after the first visit and answered
 *   from the cache from then on (cache-first; a hashed name never changes content).
 * - **Every other hashed file** (a screen's own code and catalogs): cache-first at run time, kept
 *   once used, so a phone never downloads every screen of every role. A new build's worker installs in the background and waits; the page offers "new
 *   version, reload" (src/lib/service-worker.ts), which tells it to take over.
 * - **Never cached**: the pages themselves (their HTML carries the visitor's account, language and
 *   content, ADR 0011/0014/0033) and everything under `/api/` and `/socket.io/` (personal data):
 *   this worker has no route for them, so the browser fetches them as if it were not there.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** A message from the page: take over now (the person chose "reload"). */
export const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * A hashed file is answered by the browser itself, without this worker's code: a static route
 * (Chrome 123+, `InstallEvent.addRoutes`) reads it from the caches above (the precache and `assets`
 * below) and, where none holds it, from the network, the HTTP cache included (the server sends hashed
 * files with a one-year `immutable`). Through the fetch handler every file cost a turn of the worker's
 * thread: about 7 ms each at 4× slowdown, a third of a second for the ~50 files of a signed-in screen
 * on a second visit (ADR 0033, stop 31). A file found nowhere in the caches is then not added to
 * `assets` (the fetch handler never sees it); the HTTP cache keeps it. Browsers without static routes
 * use the handlers below as before.
 */
type StaticRoute = {
  condition: { urlPattern: string; requestMethod: string };
  source: 'cache' | 'network' | 'fetch-event';
};
const ASSET_ROUTE: StaticRoute = {
  condition: { urlPattern: '/assets/*', requestMethod: 'GET' },
  source: 'cache',
};
self.addEventListener('install', (event) => {
  const { addRoutes } = event as ExtendableEvent & { addRoutes?: (rules: StaticRoute[]) => Promise<void> };
  if (typeof addRoutes !== 'function') return;
  event.waitUntil(addRoutes.call(event, [ASSET_ROUTE]).catch(() => undefined));
});

// A hashed file the precache does not list (a screen's chunk, or an older build's chunk a page still
// asks for): cache-first too, at most 400 files, for a month.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Web Push (issue 32, ADR 0032): push and notificationclick.
import './sw/push';
