import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPageData } from '@azubi/shared/routing/server-rendering';

export type ServerRenderedPage = { html: string; queryState: unknown };

/**
 * How many pages renderOnce keeps: both languages of the landing page, the employer page and the
 * plain listing search, with room for a change of figures, plans or listings.
 */
const KEPT_PAGES = 16;

/**
 * A page rendered per request for one person (a signed-in screen) is left to the browser while this
 * many renders wait already: one at a time, a few tens of milliseconds each, a queue would add its
 * length to every page's answer. The browser renders such a screen itself from the same data.
 */
const MOST_WAITING = 4;

type RenderModule = {
  renderServerPage(url: string, data: ServerPageData): Promise<ServerRenderedPage>;
};

type QueryStateTimes = {
  queries?: Array<{ dehydratedAt?: number; state?: { dataUpdatedAt?: number } }>;
};

/**
 * A kept page's query state, dated now. Its key holds the data it was rendered with, which this
 * request's answers just matched: the data is as fresh as this request. Dated when the page was
 * first rendered, answers older than their stale time (5 min) made the browser ask for them again
 * as soon as it had taken the page over.
 */
export function answeredNow(page: ServerRenderedPage, now = Date.now()): ServerRenderedPage {
  const state = page.queryState as QueryStateTimes | null;
  if (!state?.queries) return page;
  return {
    ...page,
    queryState: {
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        ...(query.dehydratedAt === undefined ? {} : { dehydratedAt: now }),
        ...(query.state ? { state: { ...query.state, dataUpdatedAt: now } } : {}),
      })),
    },
  };
}

/**
 * Renders the blog pages and the landing page to HTML per request with the web app's own code: the server build of
 * apps/web/src/prerender.tsx, which `npm run build` leaves in `dist-ssr` beside the web build. The
 * page then paints before its JavaScript arrives, like the pages rendered at build time (ADR 0011).
 *
 * One page at a time: the web app's i18next instance follows the language of the page it renders,
 * and a render takes a few milliseconds. Without the bundle (a build without it, the tests'
 * fixture) `render` answers null and the page renders in the browser as before.
 */
export class ServerRenderer {
  private module: Promise<RenderModule> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly kept = new Map<string, Promise<ServerRenderedPage | null>>();

  constructor(private readonly bundle: string | null) {}

  static forWebDist(webDistDir: string): ServerRenderer {
    const bundle = join(dirname(webDistDir), 'dist-ssr', 'prerender.js');
    return new ServerRenderer(existsSync(bundle) ? bundle : null);
  }

  /**
   * The page rendered once per `key` and kept (the last few keys): for a page whose HTML changes only
   * with its data, such as the landing page with its figures, which would otherwise be rendered
   * on every visit. A failed render is not kept.
   */
  renderOnce(key: string, url: string, data: ServerPageData): Promise<ServerRenderedPage | null> {
    let page = this.kept.get(key);
    if (!page) {
      page = this.render(url, data);
      const kept = page;
      this.kept.set(key, kept);
      if (this.kept.size > KEPT_PAGES) this.kept.delete(this.kept.keys().next().value as string);
      kept.catch(() => this.kept.delete(key));
    }
    return page.then((rendered) => rendered && answeredNow(rendered));
  }

  render(url: string, data: ServerPageData): Promise<ServerRenderedPage | null> {
    const bundle = this.bundle;
    if (!bundle) return Promise.resolve(null);
    this.waiting += 1;
    const rendered = this.queue.then(async () => {
      this.module ??= import(pathToFileURL(bundle).href) as Promise<RenderModule>;
      return (await this.module).renderServerPage(url, data);
    });
    const settled = rendered.catch(() => undefined).finally(() => (this.waiting -= 1));
    this.queue = settled;
    return rendered;
  }

  /** As `render`, or null at once while MOST_WAITING renders wait already (the page then renders in the browser). */
  renderUnlessBusy(url: string, data: ServerPageData): Promise<ServerRenderedPage | null> {
    return this.waiting >= MOST_WAITING ? Promise.resolve(null) : this.render(url, data);
  }
}
