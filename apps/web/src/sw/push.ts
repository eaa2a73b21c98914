/**
 * Web Push in the service worker (issue 32, ADR 0032): shows what the server pushed and opens the
 * right screen on a click. Importing this module registers the listeners on the worker's `self`
 * (src/sw.ts imports it). The payload (PushPayloadSchema in packages/shared/src/push) is already in
 * the person's language; the worker only shows it.
 */

type PushPayload = { title: string; body: string; url: string; tag: string; type: string; lang: 'en' | 'de' };

/** The few parts of the service-worker scope this module uses (the web app's tsconfig has the DOM library, not WebWorker). */
type WorkerClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type WorkerScope = {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickLikeEvent) => void): void;
};
type PushLikeEvent = { data: { json(): unknown; text(): string } | null; waitUntil(promise: Promise<unknown>): void };
type ClickLikeEvent = {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
};

const worker = self as unknown as WorkerScope;

const ICON = '/favicon.svg';
const FALLBACK: Record<'en' | 'de', { title: string; body: string }> = {
  en: { title: 'Azubi Connect', body: 'Open Azubi Connect to see it.' },
  de: { title: 'Azubi Connect', body: 'Öffne Azubi Connect, um sie zu sehen.' },
};

function readPayload(event: PushLikeEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string' && typeof data.url === 'string') {
      const lang = data.lang === 'de' ? 'de' : 'en';
      return {
        title: data.title,
        body: typeof data.body === 'string' ? data.body : FALLBACK[lang].body,
        url: data.url,
        tag: typeof data.tag === 'string' ? data.tag : 'azubi',
        type: typeof data.type === 'string' ? data.type : 'unknown',
        lang,
      };
    }
  } catch {
    // Not JSON: the generic notice below (a push must always show something, userVisibleOnly).
  }
  const lang = (globalThis.navigator?.language ?? 'en').startsWith('de') ? 'de' : 'en';
  return {
    ...FALLBACK[lang],
    url: lang === 'de' ? '/de/notifications' : '/notifications',
    tag: 'azubi',
    type: 'unknown',
    lang,
  };
}

worker.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      icon: ICON,
      badge: ICON,
      lang: payload.lang,
      // The same tag replaces the earlier notification (one per conversation), and says so again.
      tag: payload.tag,
      renotify: true,
      data: { url: payload.url },
    }),
  );
});

/** A page path of ours only (never an address from elsewhere), made absolute. */
function targetOf(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
  return new URL(path, worker.location.origin).href;
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data);
  const work = (async () => {
    const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // A tab of ours already open: bring it forward and show the screen there.
    const tab =
      open.find((client) => client.url === target) ??
      open.find((client) => client.url.startsWith(worker.location.origin));
    if (!tab) {
      await worker.clients.openWindow(target);
      return;
    }
    // Focusing needs the click's user activation; a tab that cannot be focused still navigates.
    await tab.focus().catch(() => undefined);
    if (tab.url !== target) await tab.navigate(target);
  })();
  try {
    event.waitUntil(work);
  } catch {
    // An event not dispatched by the browser (a test's) cannot extend its lifetime; the work runs anyway.
  }
});

export {};
