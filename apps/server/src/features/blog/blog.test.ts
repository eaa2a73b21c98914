import type { BlogPost, BlogPostList } from '@azubi/shared/blog/blog-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost } from '../../db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const slugs = (list: BlogPostList) => list.items.map((item) => item.slug);

beforeAll(async () => {
  t = await createTestApp();
  const group = crypto.randomUUID();
  await createBlogPost(t.db, {
    locale: 'en',
    translationGroup: group,
    slug: 'nursing-apprenticeship',
    title: 'Starting a nursing apprenticeship',
    excerpt: 'What nurses learn in the first year.',
    content: '## The first year\n\nNurses rotate through wards.\n\n- Theory\n- Practice',
    category: 'ausbildung',
    featuredImagePath: '/blog/ausbildung-dual-system.svg',
    publishedAt: hoursAgo(1),
  });
  await createBlogPost(t.db, {
    locale: 'de',
    translationGroup: group,
    slug: 'pflegeausbildung-beginnen',
    title: 'Die Pflegeausbildung beginnen',
    excerpt: 'Was angehende Pflegefachkräfte im ersten Jahr lernen.',
    content: 'Im ersten Jahr der Ausbildung lernst du alle Stationen kennen. Auch Altenpflegerinnen beginnen so.',
    category: 'ausbildung',
    publishedAt: hoursAgo(1),
  });
  await createBlogPost(t.db, {
    locale: 'en',
    slug: 'fsj-in-a-hospital',
    title: 'An FSJ in a hospital',
    excerpt: 'A voluntary year on the ward.',
    content: 'Volunteers help patients every day.',
    category: 'fsj',
    publishedAt: hoursAgo(2),
  });
  await createBlogPost(t.db, {
    locale: 'en',
    slug: 'goethe-b1',
    title: 'Passing the Goethe B1 exam',
    excerpt: 'Four modules, one certificate.',
    content: 'Reading, listening, writing and speaking.',
    category: 'certificates',
    publishedAt: hoursAgo(3),
  });
  // Hidden from readers: a draft, an archived post, a post scheduled for tomorrow.
  await createBlogPost(t.db, { locale: 'en', slug: 'draft-post', title: 'Nursing draft', status: 'draft' });
  await createBlogPost(t.db, {
    locale: 'en',
    slug: 'archived-post',
    title: 'Nursing archived',
    status: 'archived',
    publishedAt: hoursAgo(100),
  });
  await createBlogPost(t.db, { locale: 'en', slug: 'scheduled-post', publishedAt: new Date(Date.now() + 24 * HOUR) });
  // A draft translation of a published post: the published one must not point at it.
  const draftGroup = crypto.randomUUID();
  await createBlogPost(t.db, {
    locale: 'en',
    translationGroup: draftGroup,
    slug: 'visa-guide',
    title: 'The visa guide',
    category: 'tips',
    publishedAt: hoursAgo(4),
  });
  await createBlogPost(t.db, {
    locale: 'de',
    translationGroup: draftGroup,
    slug: 'visum-ratgeber',
    title: 'Der Visum-Ratgeber',
    category: 'tips',
    status: 'draft',
  });
  // Five posts published at the same moment: pagination must neither repeat nor skip among equals.
  const same = hoursAgo(10);
  for (let i = 1; i <= 5; i++) {
    await createBlogPost(t.db, {
      locale: 'en',
      slug: `news-${i}`,
      title: `News ${i}`,
      category: 'news',
      publishedAt: same,
    });
  }
});
afterAll(() => t.close());

describe('GET /api/blog/posts', () => {
  it('lists published posts of one language, newest first, without drafts, archived or scheduled posts', async () => {
    const { status, body, headers } = await get('/api/blog/posts?locale=en&limit=50');
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('public');
    const list = body as BlogPostList;
    expect(slugs(list).slice(0, 4)).toEqual(['nursing-apprenticeship', 'fsj-in-a-hospital', 'goethe-b1', 'visa-guide']);
    expect(list.items).toHaveLength(9);
    expect(slugs(list)).not.toEqual(expect.arrayContaining(['draft-post']));
    for (const hidden of ['draft-post', 'archived-post', 'scheduled-post', 'pflegeausbildung-beginnen']) {
      expect(slugs(list)).not.toContain(hidden);
    }
    expect(list.nextCursor).toBeNull();
    const [first] = list.items;
    expect(first).toMatchObject({
      locale: 'en',
      title: 'Starting a nursing apprenticeship',
      excerpt: 'What nurses learn in the first year.',
      category: 'ausbildung',
      featured: false,
      readingMinutes: 1,
      image: {
        src: '/blog/ausbildung-dual-system.svg',
        alt: 'Illustration: a vocational school and a workshop joined by a path',
        width: 1200,
        height: 630,
      },
    });
    expect(first).not.toHaveProperty('content');
    expect(new Date(first!.publishedAt).getTime()).toBeLessThan(Date.now());
  });

  it('lists the German posts under locale=de', async () => {
    const { body } = await get('/api/blog/posts?locale=de');
    expect(slugs(body)).toEqual(['pflegeausbildung-beginnen']);
  });

  it('filters by category, and "all" is every category', async () => {
    expect(slugs((await get('/api/blog/posts?locale=en&category=fsj')).body)).toEqual(['fsj-in-a-hospital']);
    expect(slugs((await get('/api/blog/posts?locale=en&category=certificates')).body)).toEqual(['goethe-b1']);
    expect(slugs((await get('/api/blog/posts?locale=en&category=success')).body)).toEqual([]);
    expect((await get('/api/blog/posts?locale=en&category=all&limit=50')).body.items).toHaveLength(9);
  });

  it('searches English posts with English stemming and finds partial words', async () => {
    // "nurse" and "nursing" share the stem; "volunteer" matches "Volunteers".
    expect(slugs((await get('/api/blog/posts?locale=en&q=nurse')).body)).toEqual(['nursing-apprenticeship']);
    expect(slugs((await get('/api/blog/posts?locale=en&q=volunteer')).body)).toEqual(['fsj-in-a-hospital']);
    // A partial word only the substring match finds.
    expect(slugs((await get('/api/blog/posts?locale=en&q=appren')).body)).toEqual(['nursing-apprenticeship']);
    expect(slugs((await get('/api/blog/posts?locale=en&q=speaking%20listening')).body)).toEqual(['goethe-b1']);
    // Combined with a category; and nothing found.
    expect(slugs((await get('/api/blog/posts?locale=en&q=nurse&category=fsj')).body)).toEqual([]);
    expect(slugs((await get('/api/blog/posts?locale=en&q=zeppelin')).body)).toEqual([]);
  });

  it('searches German posts with German stemming and finds parts of compounds', async () => {
    // "Ausbildungen" stems to the "Ausbildung" of the text; "pflege" is inside "Altenpflegerinnen".
    expect(slugs((await get('/api/blog/posts?locale=de&q=Ausbildungen')).body)).toEqual(['pflegeausbildung-beginnen']);
    expect(slugs((await get('/api/blog/posts?locale=de&q=pflege')).body)).toEqual(['pflegeausbildung-beginnen']);
    expect(slugs((await get('/api/blog/posts?locale=de&q=Stationen')).body)).toEqual(['pflegeausbildung-beginnen']);
    // English text is not searched in German, and the other way round.
    expect(slugs((await get('/api/blog/posts?locale=de&q=nurses')).body)).toEqual([]);
    expect(slugs((await get('/api/blog/posts?locale=en&q=Stationen')).body)).toEqual([]);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect(slugs((await get('/api/blog/posts?locale=en&q=%25')).body)).toEqual([]);
    expect(slugs((await get('/api/blog/posts?locale=en&q=_')).body)).toEqual([]);
  });

  it('pages with a cursor through every post exactly once, also among posts published at the same moment', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/blog/posts?locale=en&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await get(query);
      expect(status).toBe(200);
      const list = body as BlogPostList;
      expect(list.items.length).toBeLessThanOrEqual(2);
      seen.push(...slugs(list));
      cursor = list.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect(seen.slice(4).sort()).toEqual(['news-1', 'news-2', 'news-3', 'news-4', 'news-5']);
  });

  it('keeps the filter across pages', async () => {
    const first = (await get('/api/blog/posts?locale=en&category=news&limit=3')).body as BlogPostList;
    expect(first.items).toHaveLength(3);
    const second = (await get(`/api/blog/posts?locale=en&category=news&limit=3&cursor=${first.nextCursor}`))
      .body as BlogPostList;
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...slugs(first), ...slugs(second)].sort()).toEqual(['news-1', 'news-2', 'news-3', 'news-4', 'news-5']);
  });

  it('rejects a broken cursor, an unknown category or language and a too large page in the error shape', async () => {
    const cursor = await get('/api/blog/posts?locale=en&cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.code).toBe('VALIDATION_FAILED');
    expect(cursor.body.error.fields).toHaveProperty('cursor');
    const category = await get('/api/blog/posts?locale=en&category=cooking', { 'accept-language': 'de' });
    expect(category.status).toBe(400);
    expect(category.body.error.fields).toEqual({ category: 'Bitte wähle eine der angebotenen Optionen' });
    expect((await get('/api/blog/posts?locale=fr')).status).toBe(400);
    expect((await get('/api/blog/posts?locale=en&limit=51')).status).toBe(400);
  });
});

describe('GET /api/blog/posts/:locale/:slug', () => {
  it('returns a post with its text and the slug of its translation', async () => {
    const { status, body } = await get('/api/blog/posts/en/nursing-apprenticeship');
    expect(status).toBe(200);
    const post = body as BlogPost;
    expect(post).toMatchObject({
      slug: 'nursing-apprenticeship',
      title: 'Starting a nursing apprenticeship',
      content: '## The first year\n\nNurses rotate through wards.\n\n- Theory\n- Practice',
      seoTitle: null,
      seoDescription: null,
      translation: { locale: 'de', slug: 'pflegeausbildung-beginnen' },
    });
    const german = (await get('/api/blog/posts/de/pflegeausbildung-beginnen')).body as BlogPost;
    expect(german.translation).toEqual({ locale: 'en', slug: 'nursing-apprenticeship' });
    expect(german.image).toBeNull();
  });

  it('leaves out a translation that is not published', async () => {
    const post = (await get('/api/blog/posts/en/visa-guide')).body as BlogPost;
    expect(post.translation).toBeNull();
  });

  it('answers 404 in the error shape for an unknown slug, in English and German', async () => {
    const en = await get('/api/blog/posts/en/no-such-post');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    const de = await get('/api/blog/posts/de/gibt-es-nicht', { 'accept-language': 'de' });
    expect(de.status).toBe(404);
    expect(de.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Nicht gefunden' } });
  });

  it('answers 404 for drafts and scheduled posts and for a slug of the other language', async () => {
    for (const url of [
      '/api/blog/posts/en/draft-post',
      '/api/blog/posts/en/scheduled-post',
      '/api/blog/posts/de/visum-ratgeber',
      '/api/blog/posts/de/nursing-apprenticeship',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('answers 410 for an archived post, in English and German (admin tests: blog-admin.test.ts)', async () => {
    const en = await get('/api/blog/posts/en/archived-post');
    expect(en.status).toBe(410);
    expect(en.body).toEqual({
      error: { code: 'GONE', message: 'This post has been archived and is no longer available.' },
    });
    const de = await get('/api/blog/posts/en/archived-post', { 'accept-language': 'de' });
    expect(de.body.error.message).toBe('Dieser Beitrag wurde archiviert und ist nicht mehr verfügbar.');
  });

  it('sends the content as sanitised HTML rendered from Markdown', async () => {
    const post = (await get('/api/blog/posts/en/nursing-apprenticeship')).body as BlogPost;
    expect(post.contentHtml).toBe(
      '<h2>The first year</h2>\n<p>Nurses rotate through wards.</p>\n<ul>\n<li>Theory</li>\n<li>Practice</li>\n</ul>',
    );
  });

  it('rejects an unknown language', async () => {
    expect((await get('/api/blog/posts/fr/nursing-apprenticeship')).status).toBe(400);
  });
});
