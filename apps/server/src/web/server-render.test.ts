import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeQueryState, ServerRenderer } from './server-render';

describe('serializeQueryState', () => {
  it('escapes "<", so a post cannot close the script element it travels in', () => {
    const text = serializeQueryState({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

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
