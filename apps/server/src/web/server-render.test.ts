// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerPageData } from '@azubi/shared/routing/server-rendering';
import { ServerRenderer } from './server-render';

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

describe('ServerRenderer', () => {
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
