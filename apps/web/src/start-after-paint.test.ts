import { PAGE_MODULES_ID } from '@azubi/shared/routing/server-rendering';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  FIRST_PAINT_TIMEOUT_MS,
  PRELOAD_BATCH_SIZE,
  preloadPageModules,
  startAfterPaint,
} from './start-after-paint';

function listFiles(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_MODULES_ID;
  element.textContent = text;
  document.body.append(element);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const noWait = () => Promise.resolve();

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preloadPageModules', () => {
  it('asks for every listed file of the app, in order, and only once', async () => {
    listFiles(JSON.stringify(['/assets/boot-i18n-1.js', '/assets/home-page-1.js']));
    expect(await preloadPageModules(noWait)).toBe(2);
    expect(preloaded()).toEqual(['/assets/boot-i18n-1.js', '/assets/home-page-1.js']);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
    expect(document.getElementById(PAGE_MODULES_ID)).toBeNull();
    expect(await preloadPageModules(noWait)).toBe(0);
    expect(preloaded()).toHaveLength(2);
  });

  it('asks a few files per turn, handing the main thread back in between', async () => {
    const files = Array.from({ length: PRELOAD_BATCH_SIZE * 2 + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    listFiles(JSON.stringify(files));
    const counts: number[] = [];
    const giveWay = vi.fn(() => {
      counts.push(preloaded().length);
      return Promise.resolve();
    });
    expect(await preloadPageModules(giveWay)).toBe(files.length);
    expect(giveWay).toHaveBeenCalledTimes(2);
    expect(counts).toEqual([PRELOAD_BATCH_SIZE, PRELOAD_BATCH_SIZE * 2]);
    expect(preloaded()).toEqual(files);
  });

  it('never loads code from elsewhere, and ignores a list it cannot read', async () => {
    listFiles(JSON.stringify(['https://evil.example/x.js', '//evil.example/y.js', 42, '/assets/ok-1.js']));
    expect(await preloadPageModules(noWait)).toBe(1);
    expect(preloaded()).toEqual(['/assets/ok-1.js']);
    listFiles('not json');
    expect(await preloadPageModules(noWait)).toBe(0);
    listFiles('{"href":"/assets/a.js"}');
    expect(await preloadPageModules(noWait)).toBe(0);
    expect(preloaded()).toEqual(['/assets/ok-1.js']);
  });
});

/** A stand-in for the browser's paint timing: the test decides when the paint is reported. */
function stubPaintTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  const report = (name: string) => {
    for (const observer of observers) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  return { observers, report };
}

describe('afterFirstPaint', () => {
  it('waits for the browser to report the first contentful paint', async () => {
    vi.stubGlobal('requestAnimationFrame', vi.fn());
    const paint = stubPaintTiming();
    let done = false;
    const waiting = afterFirstPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    paint.report('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    paint.report('first-contentful-paint');
    await waiting;
    expect(done).toBe(true);
    expect(paint.observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('stops waiting after FIRST_PAINT_TIMEOUT_MS should no paint be reported', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestAnimationFrame', vi.fn());
      stubPaintTiming();
      let done = false;
      const waiting = afterFirstPaint().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without paint timing, waits for the next frame, then for the task after it', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    const waiting = afterFirstPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const paint = stubPaintTiming();
    await afterFirstPaint();
    expect(paint.observers).toHaveLength(0);
  });
});

describe('startAfterPaint', () => {
  it('asks for the listed files after the paint on a page sent with its content', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    listFiles(JSON.stringify(['/assets/home-page-1.js']));
    await startAfterPaint(root, noWait);
    expect(preloaded()).toEqual(['/assets/home-page-1.js']);
  });

  it('starts at once on a page without content, and leaves its hints to the server', async () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    listFiles(JSON.stringify(['/assets/home-page-1.js']));
    await startAfterPaint(document.createElement('div'), noWait);
    expect(frame).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
