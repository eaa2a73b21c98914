import { PAGE_MODULES_ID } from '@azubi/shared/routing/server-rendering';
import { takeJsonScript } from './lib/take-json-script';

/** Longest wait for the first paint, should the browser never report one. */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

/** The task after the next frame: the paint's best guess where paint timing is not supported. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the browser has painted the page's content: when it reports its first
 * contentful paint (paint timing; a frame can be shown some time after its `requestAnimationFrame`
 * callbacks ran), else in the task after the next frame. A hidden page (opened in a background
 * tab) paints nothing, so it does not wait; nor does any page for longer than
 * FIRST_PAINT_TIMEOUT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    return Promise.resolve();
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) return afterNextFrame();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // `buffered`: a paint that came before this line is reported too.
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_PAINT_TIMEOUT_MS);
  });
}

/** How many files one task asks for: each link starts a download, work a slow phone feels. */
export const PRELOAD_BATCH_SIZE = 8;

/**
 * Asks for every file listed in the page's `#page-modules` element (the start-up steps first,
 * then the page's own chunks, named by the server: apps/server/src/web/shell.ts), so they download
 * side by side instead of one after the other as the imports reach them. A few per task, so that
 * no single task holds a slow phone's main thread; `giveWay` hands the turn back in between.
 * Resolves to how many files were asked for.
 */
export async function preloadPageModules(giveWay: () => Promise<void>): Promise<number> {
  const files = takeJsonScript(PAGE_MODULES_ID);
  if (!Array.isArray(files)) return 0;
  // Only the app's own files: the list is ours, but a page must never load code from elsewhere.
  const hrefs = files.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/'));
  for (let start = 0; start < hrefs.length; start += PRELOAD_BATCH_SIZE) {
    if (start > 0) await giveWay();
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + PRELOAD_BATCH_SIZE)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
  return hrefs.length;
}

/**
 * For a page sent with its content (rendered on the server or at build time): the app's code is
 * asked for only once the page is painted. On a slow connection the page's text, stylesheet and
 * first images then arrive first, whole, instead of sharing the line with some forty scripts
 * that nothing on the first screen waits for (ADR 0012). A page without content (the app's
 * screens) starts at once: there the code is what the visitor waits for.
 */
export async function startAfterPaint(container: HTMLElement, giveWay: () => Promise<void>): Promise<void> {
  if (!container.hasAttribute('data-prerendered')) return;
  await afterFirstPaint();
  await preloadPageModules(giveWay);
}
