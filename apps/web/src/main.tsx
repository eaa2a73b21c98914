import './styles/app.css';
import { applyServerAccountHint } from './features/auth/server-account-hint';
import { startAfterPaint } from './start-after-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Gives the browser a turn between two steps of the start-up: it can paint, take a tap or a key
 * press, and run the network. On a slow phone one step of a few milliseconds here is a task of
 * tens of milliseconds there; the app's code evaluated at once would hold the main thread for
 * a quarter of a second (ADR 0011).
 */
function giveWay(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads the storage once (see step 1); a browser that refuses storage is no reason to stop. */
function warmStorage(name: 'localStorage' | 'sessionStorage'): void {
  try {
    void window[name].length;
  } catch {
    // Storage disabled (private mode, blocked cookies): the readers handle that themselves.
  }
}

// A page sent with its content is painted before its code is asked for (start-after-paint.ts).
await startAfterPaint(container, giveWay);
await giveWay();

// The app starts in steps, each a module graph of its own: the server names every one of them
// (apps/server/src/web/asset-manifest.ts, `bootFiles`; as `modulepreload` hints, or for a page with
// content in the list start-after-paint.ts reads), so they download together, at once; here they
// only run one after the other.
// 1. The browser's storage. The first read of localStorage and of sessionStorage in a page loads
//    them from disk: tens of milliseconds on a slow phone, in whatever task reads first. Read here,
//    each in a task of its own, they are ready when i18next (language) and React Router (scroll
//    positions) ask.
warmStorage('localStorage');
await giveWay();
// 1b. Who is signed in, as the server said in the HTML (ADR 0033): the session hint before any render.
applyServerAccountHint();
warmStorage('sessionStorage');
await giveWay();
// 2. The first visit's language: `/` from a German browser moves to `/de` (and `?lng=` to its
//    language) before i18next remembers a language and before the router reads the address. It
//    reads the language cookie: a page's first cookie read waits for the browser's network
//    process, so it has a task of its own too.
const { applyInitialLocaleRedirect } = await import('./i18n/initial-locale-redirect');
applyInitialLocaleRedirect();
await giveWay();
// 3. i18next's code, then i18next set up.
await import('i18next');
await giveWay();
await import('./i18n/i18n');
await giveWay();
// 4. React.
const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
  import('react'),
  import('react-dom/client'),
]);
await giveWay();
// 5. The route table with React Router's code; then the app, which creates the router. The router
//    loads the frame of every page (header, footer, consent banner) and the page's own code and
//    texts by itself, as lazy routes.
await import('./app/router');
await giveWay();
const [{ App, router }, { reportClientError }] = await Promise.all([
  import('./app/app'),
  import('./lib/report-client-error'),
]);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page rendered at build time (src/prerender.tsx) is already on screen. React takes it over in
// place (hydration) once the router has loaded the page's code and texts: the visitor never sees
// a loading screen, and what is painted stays painted. Other pages render from scratch.
if (container.hasAttribute('data-prerendered')) {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  await giveWay();
  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
  // the visitor in between, instead of holding a slow phone's main thread for the whole page.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => reportClientError(error, { path: window.location.pathname }),
    });
  });
} else {
  createRoot(container).render(app);
}

// The service worker (ADR 0033): registered after the page has loaded, its code a chunk of its own.
void import('./lib/service-worker').then((module) => module.registerServiceWorker());
