// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerPageData } from '@azubi/shared/routing/server-rendering';
import { answeredNow, ServerRenderer } from './server-render';

const SCREEN: ServerPageData = { page: 'screen', locale: 'en', queries: [], signedIn: false };

/**
 * A web build whose server render takes 30 ms per page and fails for `/fail`, as the real one
 * (apps/web/dist-ssr/prerender.js) answers: the page's HTML and its query state.
 */
function slowWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'azubi-web-'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr', 'prerender.js'),
    `export async function renderServerPage(url) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (url === '/fail') throw new Error('render failed');
      return { html: '<main>' + url + '</main>', queryState: {} };
    }`,
  );
  return join(root, 'dist');
}

/** A web build whose render counts itself and dates its one query at a fixed past moment. */
function countingWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'azubi-web-'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr', 'prerender.js'),
    `let renders = 0;
    export async function renderServerPage(url) {
      renders += 1;
      return {
        html: '<main>' + url + ' ' + renders + '</main>',
        queryState: { mutations: [], queries: [{ queryKey: ['listings'], dehydratedAt: 1000, state: { data: [1], dataUpdatedAt: 1000 } }] },
      };
    }`,
  );
  return join(root, 'dist');
}

type Dated = { queries: Array<{ dehydratedAt: number; state: { dataUpdatedAt: number; data: unknown } }> };

describe('ServerRenderer', () => {
  // The browser asks again for answers older than their stale time (5 min): a page kept for longer
  // made every visitor's browser search again right after taking the page over.
  it('renders a kept page once and dates its answers at each request, not at the first render', async () => {
    const renderer = ServerRenderer.forWebDist(countingWebBuild());
    const before = Date.now();
    const first = await renderer.renderOnce('search:en', '/browse-jobs', SCREEN);
    const second = await renderer.renderOnce('search:en', '/browse-jobs', SCREEN);
    expect(first?.html).toBe('<main>/browse-jobs 1</main>');
    expect(second?.html).toBe('<main>/browse-jobs 1</main>');
    for (const page of [first, second]) {
      const [query] = (page?.queryState as Dated).queries;
      expect(query?.dehydratedAt).toBeGreaterThanOrEqual(before);
      expect(query?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
      expect(query?.state.data).toEqual([1]);
    }
  });

  it('dates a page’s answers without touching anything else', () => {
    const page = {
      html: '<main></main>',
      queryState: {
        mutations: [],
        queries: [{ queryKey: ['a'], dehydratedAt: 5, state: { dataUpdatedAt: 5, data: 'x' } }],
      },
    };
    expect(answeredNow(page, 42)).toEqual({
      html: '<main></main>',
      queryState: {
        mutations: [],
        queries: [{ queryKey: ['a'], dehydratedAt: 42, state: { dataUpdatedAt: 42, data: 'x' } }],
      },
    });
    expect(page.queryState.queries[0]?.dehydratedAt).toBe(5);
    expect(answeredNow({ html: '', queryState: null }, 42)).toEqual({ html: '', queryState: null });
  });

  it('answers null without the web app’s server build, so the page renders in the browser', async () => {
    const renderer = ServerRenderer.forWebDist(join(mkdtempSync(join(tmpdir(), 'azubi-web-')), 'dist'));
    const post = await renderer.render('/blog', {
      page: 'blog-list',
      locale: 'en',
      category: 'all',
      q: '',
      firstPage: { items: [], nextCursor: null },
    });
    expect(post).toBeNull();
  });

  it('leaves a person’s page to the browser while four renders wait, and renders again once they are done', async () => {
    const renderer = ServerRenderer.forWebDist(slowWebBuild());
    const pages = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e', '/f'].map((url) => renderer.renderUnlessBusy(url, SCREEN)),
    );
    expect(pages.map((page) => page?.html ?? null)).toEqual([
      '<main>/a</main>',
      '<main>/b</main>',
      '<main>/c</main>',
      '<main>/d</main>',
      null,
      null,
    ]);
    expect((await renderer.renderUnlessBusy('/g', SCREEN))?.html).toBe('<main>/g</main>');
  });

  it('counts a failed render as done: the queue goes on', async () => {
    const renderer = ServerRenderer.forWebDist(slowWebBuild());
    const failures = ['/fail', '/fail', '/fail', '/fail'].map((url) => renderer.renderUnlessBusy(url, SCREEN));
    for (const failure of failures) await expect(failure).rejects.toThrow('render failed');
    expect((await renderer.renderUnlessBusy('/after', SCREEN))?.html).toBe('<main>/after</main>');
  });
});
