import i18next from 'i18next';
import { toast } from '../components/ui/use-toast';

/** The message src/sw.ts waits for before a new version takes over. */
const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Registers the service worker (src/sw.ts, ADR 0033) once the page has loaded and the browser is
 * idle, so that its precache downloads after what the person came for. When a new build's worker
 * has installed and waits, a toast offers "reload": the new worker takes over and the page reloads
 * once, with the new code. Not in development (Vite serves no worker) nor where the browser has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = (window as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
    (idle ?? ((callback: () => void) => setTimeout(callback, 2000)))(() => void register());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // No worker (private mode, blocked): the app works as before, from the network.
    return;
  }
  // Only an update asks: the very first worker has nothing to replace.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) offerReload(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

let offered = false;

function offerReload(worker: ServiceWorker): void {
  if (offered) return;
  offered = true;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  const label = i18next.t('newVersion.reload', { ns: 'common' });
  toast({
    title: i18next.t('newVersion.title', { ns: 'common' }),
    duration: Number.POSITIVE_INFINITY,
    action: { label, altText: label, onClick: () => worker.postMessage({ type: SKIP_WAITING }) },
  });
}
