// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServerRenderer } from './server-render';

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
});
