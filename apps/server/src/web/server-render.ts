import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPageData } from '@azubi/shared/routing/server-rendering';

export type ServerRenderedPage = { html: string; queryState: unknown };

type RenderModule = {
  renderServerPage(url: string, data: ServerPageData): Promise<ServerRenderedPage>;
};

/**
 * Renders the blog pages to HTML per request with the web app's own code: the server build of
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

  constructor(private readonly bundle: string | null) {}

  static forWebDist(webDistDir: string): ServerRenderer {
    const bundle = join(dirname(webDistDir), 'dist-ssr', 'prerender.js');
    return new ServerRenderer(existsSync(bundle) ? bundle : null);
  }

  render(url: string, data: ServerPageData): Promise<ServerRenderedPage | null> {
    const bundle = this.bundle;
    if (!bundle) return Promise.resolve(null);
    const rendered = this.queue.then(async () => {
      this.module ??= import(pathToFileURL(bundle).href) as Promise<RenderModule>;
      return (await this.module).renderServerPage(url, data);
    });
    this.queue = rendered.catch(() => undefined);
    return rendered;
  }
}
