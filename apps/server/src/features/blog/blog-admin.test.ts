import type { AdminBlogPost, AdminBlogPostList, BlogPostDraftInput } from '@azubi/shared/blog/blog-admin';
import { BLOG_ADMIN_PAGE_SIZE, BLOG_CONTENT_MAX } from '@azubi/shared/blog/blog-admin';
import type { BlogPost, BlogPostList } from '@azubi/shared/blog/blog-posts';
import type { Locale } from '@azubi/shared/i18n/locales';
import { translate, type MessageKey } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { blogPosts } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../../testing/test-app';

let t: TestApp;
let n = 0;
const email = (p: string) => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const LOCALES: Locale[] = ['en', 'de'];

/** The message in that language; never the bare key (a key missing from a catalog). */
const msg = (locale: Locale, key: MessageKey) => {
  const text = translate(locale, key);
  expect(text, key).not.toBe(key);
  return text;
};

async function signedIn(role: 'azubi' | 'employer' | 'moderator' | 'admin', lang: Locale = 'en') {
  const user =
    role === 'azubi'
      ? (await f.createCandidate(t.db, { user: { email: email('c') } })).user
      : role === 'employer'
        ? (await f.createEmployer(t.db, { user: { email: email('e') } })).user
        : await f.createUser(t.db, { role, email: email(role), name: `${role} Person` });
  return signIn(t, user, { lang });
}

let moderator: TestAgent;
let moderatorDe: TestAgent;
let admin: TestAgent;
let candidate: TestAgent;
let employer: TestAgent;
let anonymous: TestAgent;

const draft = (overrides: Partial<BlogPostDraftInput> = {}): BlogPostDraftInput => ({
  locale: 'en',
  title: `A post ${++n}`,
  category: 'tips',
  excerpt: 'A short summary.',
  content: '## Heading\n\nSome **text** with a [link](/blog).',
  ...overrides,
});

async function create(agent: TestAgent, overrides: Partial<BlogPostDraftInput> = {}): Promise<AdminBlogPost> {
  const res = await agent.request({ method: 'POST', url: '/api/admin/blog/posts', payload: draft(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const saveBody = (post: AdminBlogPost, changes: Record<string, unknown> = {}) => ({
  version: post.version,
  title: post.title,
  slug: post.slug,
  category: post.category,
  featured: post.featured,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  excerpt: post.excerpt,
  content: post.content,
  imageFileId: post.image?.fileId ?? null,
  imageAlt: post.image?.fileId ? post.image.alt : null,
  ...changes,
});

const save = (agent: TestAgent, post: AdminBlogPost, changes: Record<string, unknown> = {}) =>
  agent.request({ method: 'PUT', url: `/api/admin/blog/posts/${post.id}`, payload: saveBody(post, changes) });

const status = (agent: TestAgent, post: AdminBlogPost, action: string, version = post.version) =>
  agent.request({ method: 'POST', url: `/api/admin/blog/posts/${post.id}/status`, payload: { action, version } });

async function publish(post: AdminBlogPost): Promise<AdminBlogPost> {
  const res = await status(moderator, post, 'publish');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const page = (url: string) => t.app.inject({ method: 'GET', url });
/** The blog's sitemap (the part `/sitemap.xml` points at); a refusal would hide a missing post. */
const blogSitemap = async () => {
  const res = await page('/sitemaps/blog.xml');
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST });
  moderator = await signedIn('moderator');
  moderatorDe = await signedIn('moderator', 'de');
  admin = await signedIn('admin');
  candidate = await signedIn('azubi');
  employer = await signedIn('employer');
  anonymous = new TestAgent(t.app);
});
afterAll(() => t.close());

describe('who may use the blog admin', () => {
  const routes = async () => {
    const post = await create(moderator);
    return [
      { method: 'GET', url: '/api/admin/blog/posts' },
      { method: 'POST', url: '/api/admin/blog/posts', payload: draft() },
      { method: 'GET', url: `/api/admin/blog/posts/${post.id}` },
      { method: 'PUT', url: `/api/admin/blog/posts/${post.id}`, payload: saveBody(post) },
      { method: 'POST', url: `/api/admin/blog/posts/${post.id}/status`, payload: { action: 'archive', version: 2 } },
      { method: 'DELETE', url: `/api/admin/blog/posts/${post.id}` },
      { method: 'POST', url: '/api/admin/blog/preview', payload: { content: '# Hi' } },
      { method: 'POST', url: '/api/admin/blog/images', ...multipart({ bytes: media.png(), filename: 'a.png' }) },
    ] as const;
  };

  it('candidates and employers get 403 "Only moderators and admins …" in English and German; signed out 401', async () => {
    const candidateDe = await signedIn('azubi', 'de');
    for (const route of await routes()) {
      for (const [agent, locale] of [
        [candidate, 'en'],
        [employer, 'en'],
        [candidateDe, 'de'],
      ] as const) {
        const res = await agent.request(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: msg(locale, 'blogAdmin.staffOnly') });
      }
      const res = await anonymous.request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('moderators and admins get through every route', async () => {
    for (const agent of [moderator, admin]) {
      const expected = [200, 201, 200, 200, 200, 204, 200, 200];
      const got = [];
      for (const route of await routes()) got.push((await agent.request(route)).statusCode);
      expect(got).toEqual(expected);
    }
  });
});

describe('POST /api/admin/blog/posts (a new draft)', () => {
  it('makes the slug from the title (umlauts spelt out) and keeps it unique per language', async () => {
    const first = await create(moderator, { locale: 'de', title: 'Größe & Übung für Ärzte' });
    expect(first).toMatchObject({
      slug: 'groesse-uebung-fuer-aerzte',
      status: 'draft',
      version: 1,
      locale: 'de',
      publishedAt: null,
      publicPath: '/de/blog/groesse-uebung-fuer-aerzte',
      authorName: 'moderator Person',
      translation: null,
    });
    const second = await create(moderator, { locale: 'de', title: 'Größe & Übung für Ärzte' });
    expect(second.slug).toBe('groesse-uebung-fuer-aerzte-2');
    // Another language may use the same slug.
    expect((await create(moderator, { locale: 'en', title: 'Größe & Übung für Ärzte' })).slug).toBe(
      'groesse-uebung-fuer-aerzte',
    );
  });

  it('answers 409 on `slug` when a hand-written slug is taken in the language, in English and German', async () => {
    await create(moderator, { slug: 'taken-slug' });
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const res = await agent.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: draft({ slug: 'taken-slug' }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'CONFLICT',
        message: msg(locale, 'blogAdmin.slugTaken'),
        fields: { slug: msg(locale, 'blogAdmin.slugTaken') },
      });
    }
  });

  it('reports every field rule in English and German', async () => {
    const cases: [Record<string, unknown>, string, MessageKey][] = [
      [{ title: '   ' }, 'title', 'blogAdmin.titleRequired'],
      [{ title: undefined }, 'title', 'blogAdmin.titleRequired'],
      [{ slug: 'Not A Slug' }, 'slug', 'blogAdmin.slugInvalid'],
      [{ slug: 'double--hyphen' }, 'slug', 'blogAdmin.slugInvalid'],
      [{ slug: 'a'.repeat(121) }, 'slug', 'blogAdmin.slugInvalid'],
      [{ category: 'cooking' }, 'category', 'blogAdmin.categoryRequired'],
      [{ locale: 'fr' }, 'locale', 'blogAdmin.localeRequired'],
      [{ content: 'x'.repeat(BLOG_CONTENT_MAX + 1) }, 'content', 'blogAdmin.contentTooLong'],
      [{ imageFileId: crypto.randomUUID(), imageAlt: '' }, 'imageAlt', 'blogAdmin.imageAltRequired'],
    ];
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      for (const [change, field, key] of cases) {
        const res = await agent.request({ method: 'POST', url: '/api/admin/blog/posts', payload: draft(change) });
        expect(res.statusCode, key).toBe(400);
        expect(res.json().error.fields[field], key).toBe(msg(locale, key));
      }
      const res = await agent.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: draft({ imageFileId: crypto.randomUUID(), imageAlt: 'A ward' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ imageFileId: msg(locale, 'blogAdmin.imageNotFound') });
    }
  });

  it('joins the translation group of translationOfId; a second one in that language is 409', async () => {
    const english = await create(moderator, { title: 'Visa steps' });
    const german = await create(moderator, { locale: 'de', title: 'Visum Schritte', translationOfId: english.id });
    expect(german.translation).toEqual({ id: english.id, locale: 'en', title: 'Visa steps', status: 'draft' });
    const reloaded = (await moderator.get(`/api/admin/blog/posts/${english.id}`)).json() as AdminBlogPost;
    expect(reloaded.translation).toMatchObject({ id: german.id, locale: 'de' });
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const again = await agent.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: draft({ locale: 'de', translationOfId: english.id }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(msg(locale, 'blogAdmin.translationExists'));
      const same = await agent.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: draft({ locale: 'en', translationOfId: english.id }),
      });
      expect(same.statusCode).toBe(409);
      const unknown = await agent.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: draft({ locale: 'de', translationOfId: crypto.randomUUID() }),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(msg(locale, 'blogAdmin.translationNotFound'));
    }
  });
});

describe('GET /api/admin/blog/posts (the list)', () => {
  it('lists every state and language, filters, searches and pages on the server', async () => {
    const tag = `zebra${Date.now().toString(36)}`;
    const a = await create(moderator, { title: `${tag} one`, category: 'fsj' });
    const b = await create(moderator, { title: `${tag} zwei`, locale: 'de', category: 'fsj' });
    await publish(a);
    await create(moderator, { title: 'unrelated', excerpt: `mentions ${tag} in the excerpt`, category: 'news' });
    const list = async (query: string) => {
      const res = await moderator.get(`/api/admin/blog/posts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json() as AdminBlogPostList;
    };
    expect((await list(`q=${tag}`)).total).toBe(3);
    expect((await list(`q=${tag}&category=fsj`)).items.map((i) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list(`q=${tag}&locale=de`)).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list(`q=${tag}&status=published`)).items.map((i) => i.id)).toEqual([a.id]);
    expect((await list(`q=${tag}&status=draft&locale=en`)).items.map((i) => i.title)).toEqual(['unrelated']);
    expect((await list(`q=${tag.toUpperCase()}`)).total).toBe(3);
    expect((await list('q=%25')).total).toBe(0);

    for (let i = 0; i < BLOG_ADMIN_PAGE_SIZE; i++) await create(moderator, { title: `Filler ${i}` });
    const all = await list('');
    expect(all.pageSize).toBe(BLOG_ADMIN_PAGE_SIZE);
    expect(all.total).toBeGreaterThan(BLOG_ADMIN_PAGE_SIZE);
    expect(all.items).toHaveLength(BLOG_ADMIN_PAGE_SIZE);
    const second = await list('page=2');
    expect(second.page).toBe(2);
    expect(second.items.some((item) => all.items.some((first) => first.id === item.id))).toBe(false);
    expect((await moderator.get('/api/admin/blog/posts?status=secret')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/blog/posts/:id', () => {
  it('answers 404 "Blog post not found" in English and German', async () => {
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const res = await agent.get(`/api/admin/blog/posts/${crypto.randomUUID()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(msg(locale, 'blogAdmin.notFound'));
    }
  });
});

describe('PUT /api/admin/blog/posts/:id (save with a version check)', () => {
  it('saves, bumps the version and updatedAt; a second save from the same version is 409 and changes nothing', async () => {
    const post = await create(moderator);
    const first = await save(moderator, post, { title: 'From tab one', content: 'Tab one text' });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as AdminBlogPost;
    expect(saved).toMatchObject({ version: 2, title: 'From tab one', content: 'Tab one text' });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(post.updatedAt).getTime());

    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const stale = await save(agent, post, { title: 'From tab two', content: 'Tab two text' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({ code: 'CONFLICT', message: msg(locale, 'blogAdmin.versionConflict') });
    }
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ version: 2, title: 'From tab one', content: 'Tab one text' });

    // Two saves racing from the same version: exactly one wins.
    const racing = await Promise.all([
      save(moderator, saved, { title: 'Race A' }),
      save(admin, saved, { title: 'Race B' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [after] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(after!.version).toBe(3);
  });

  it('keeps the slug when it is sent empty, refuses a taken one with 409 on `slug`', async () => {
    const other = await create(moderator, { slug: `other-${n}` });
    const post = await create(moderator);
    const kept = await save(moderator, post, { slug: '' });
    expect(kept.json().slug).toBe(post.slug);
    const taken = await save(moderatorDe, kept.json(), { slug: other.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ slug: msg('de', 'blogAdmin.slugTaken') });
  });

  it('a published post keeps its excerpt and text (422); a missing post is 404', async () => {
    const post = await publish(await create(moderator));
    const res = await save(moderatorDe, post, { excerpt: '', content: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      excerpt: msg('de', 'blogAdmin.excerptRequired'),
      content: msg('de', 'blogAdmin.contentRequired'),
    });
    const missing = await moderator.request({
      method: 'PUT',
      url: `/api/admin/blog/posts/${crypto.randomUUID()}`,
      payload: saveBody(post),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/blog/posts/:id/status', () => {
  it('publishing asks for an excerpt and text (422 with fields, en and de)', async () => {
    const post = await create(moderator, { excerpt: '', content: '' });
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const res = await status(agent, post, 'publish');
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: msg(locale, 'errors.validationFailed'),
        fields: {
          excerpt: msg(locale, 'blogAdmin.excerptRequired'),
          content: msg(locale, 'blogAdmin.contentRequired'),
        },
      });
    }
    const invalid = await moderatorDe.request({
      method: 'POST',
      url: `/api/admin/blog/posts/${post.id}/status`,
      payload: { action: 'explode', version: 1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.action).toBe(msg('de', 'blogAdmin.actionRequired'));
  });

  it('publish sets publishedAt once; the post is at once in the list, the sitemap and the page with structured data', async () => {
    // The sitemap is an index (ADR 0027): the posts are in the blog's part, which it points at.
    expect((await page('/sitemap.xml')).body).toContain('/sitemaps/blog.xml</loc>');
    const post = await create(moderator, { title: 'Fresh news today', category: 'news' });
    expect((await page(`/api/blog/posts/en/${post.slug}`)).statusCode).toBe(404);
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(404);
    expect(await blogSitemap()).not.toContain(post.slug);

    const published = await publish(post);
    expect(published.status).toBe('published');
    expect(published.version).toBe(post.version + 1);
    const publishedAt = published.publishedAt!;
    expect(new Date(publishedAt).getTime()).toBeLessThanOrEqual(Date.now());

    const list = (await page('/api/blog/posts?locale=en&category=news')).json() as BlogPostList;
    expect(list.items[0]?.slug).toBe(post.slug);
    expect(await blogSitemap()).toContain(`/blog/${post.slug}</loc>`);
    const html = await page(`/blog/${post.slug}`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('"headline":"Fresh news today"');
    const api = (await page(`/api/blog/posts/en/${post.slug}`)).json() as BlogPost;
    expect(api.contentHtml).toBe(
      '<h2>Heading</h2>\n<p>Some <strong>text</strong> with a <a href="/blog">link</a>.</p>',
    );

    // Unpublish, publish again: the first publication time stays.
    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const twice = await status(agent, published, 'publish');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(msg(locale, 'blogAdmin.alreadyInState'));
    }
    const draft = (await status(moderator, published, 'unpublish')).json() as AdminBlogPost;
    expect(draft.status).toBe('draft');
    expect((await page(`/api/blog/posts/en/${post.slug}`)).statusCode).toBe(404);
    expect(await blogSitemap()).not.toContain(post.slug);
    const again = await publish(draft);
    expect(again.publishedAt).toBe(publishedAt);
    // A stale version is refused here too.
    const stale = await status(moderatorDe, again, 'archive', draft.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(msg('de', 'blogAdmin.versionConflict'));
  });

  it('an archived post answers 410 on the API and its pages, with a link to the blog', async () => {
    const post = await publish(await create(moderator, { locale: 'de', title: 'Alter Beitrag' }));
    const archived = (await status(moderator, post, 'archive')).json() as AdminBlogPost;
    expect(archived.status).toBe('archived');
    for (const locale of LOCALES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/blog/posts/de/${post.slug}`,
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toEqual({ code: 'GONE', message: msg(locale, 'blogAdmin.gone') });
    }
    const html = await page(`/de/blog/${post.slug}`);
    expect(html.statusCode).toBe(410);
    expect(html.body).toContain('<a class="underline" href="/de/blog">Lies die anderen Beiträge im Blog</a>');
    expect(html.body).toContain(msg('de', 'blogAdmin.gone'));
    expect(html.body).toContain('<meta name="robots" content="noindex');
    const english = await publish(await create(moderator, { title: 'Old English post' }));
    await status(moderator, english, 'archive');
    const en = await page(`/blog/${english.slug}`);
    expect(en.statusCode).toBe(410);
    expect(en.body).toContain('<a class="underline" href="/blog">Read the other posts on the blog</a>');
    expect(await blogSitemap()).not.toContain(english.slug);
  });
});

describe('changing the slug of a published post', () => {
  it('keeps a 301 from the old slug to the new one, on the API and the page', async () => {
    const k = ++n;
    const post = await publish(await create(moderator, { slug: `old-address-${k}` }));
    const renamed = (await save(moderator, post, { slug: `new-address-${k}` })).json() as AdminBlogPost;
    expect(renamed.publicPath).toBe(`/blog/new-address-${k}`);
    const api = await page(`/api/blog/posts/en/old-address-${k}`);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/blog/posts/en/new-address-${k}`);
    const html = await page(`/blog/old-address-${k}?ref=x`);
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe(`/blog/new-address-${k}?ref=x`);
    // Renamed again: the first address leads to the newest one.
    const third = (await save(moderator, renamed, { slug: `third-address-${k}` })).json() as AdminBlogPost;
    expect((await page(`/api/blog/posts/en/old-address-${k}`)).headers.location).toBe(
      `/api/blog/posts/en/third-address-${k}`,
    );
    // Archived: the old addresses are gone too.
    await status(moderator, third, 'archive');
    expect((await page(`/api/blog/posts/en/old-address-${k}`)).statusCode).toBe(410);
    // A new post may take an old address: it wins.
    const newcomer = await publish(await create(moderator, { slug: `new-address-${k}` }));
    expect((await page(`/api/blog/posts/en/${newcomer.slug}`)).statusCode).toBe(200);
  });

  it('a draft keeps no redirect; the German page redirects in its language', async () => {
    const k = ++n;
    const draftPost = await create(moderator, { slug: `draft-old-${k}` });
    await save(moderator, draftPost, { slug: `draft-new-${k}` });
    expect((await page(`/api/blog/posts/en/draft-old-${k}`)).statusCode).toBe(404);
    const german = await publish(await create(moderator, { locale: 'de', slug: `alt-${k}` }));
    await save(moderator, german, { slug: `neu-${k}` });
    const html = await page(`/de/blog/alt-${k}`);
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe(`/de/blog/neu-${k}`);
  });
});

describe('DELETE /api/admin/blog/posts/:id', () => {
  it('deletes a post (204); then it is 404 in English and German', async () => {
    const post = await publish(await create(moderator));
    const res = await moderator.request({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}` });
    expect(res.statusCode).toBe(204);
    expect((await page(`/api/blog/posts/en/${post.slug}`)).statusCode).toBe(404);
    const again = await moderatorDe.request({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(msg('de', 'blogAdmin.notFound'));
  });
});

describe('sanitising', () => {
  const hostile =
    '# Title\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a>';

  it('the preview shows a script and a javascript: link as text, never as markup, with the reading time', async () => {
    const res = await moderator.request({
      method: 'POST',
      url: '/api/admin/blog/preview',
      payload: { content: hostile },
    });
    expect(res.statusCode).toBe(200);
    const { html, readingMinutes } = res.json();
    expect(readingMinutes).toBe(1);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|<img|<a href="javascript/i);
    expect(html.match(/<a /g)).toBeNull();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('the public post renders the same sanitised HTML as the preview', async () => {
    const post = await publish(await create(moderator, { content: hostile }));
    const api = (await page(`/api/blog/posts/en/${post.slug}`)).json() as BlogPost;
    const preview = await moderator.request({
      method: 'POST',
      url: '/api/admin/blog/preview',
      payload: { content: hostile },
    });
    expect(api.contentHtml).toBe(preview.json().html);
    const html = await page(`/blog/${post.slug}`);
    expect(html.body).not.toContain('<script>alert(1)');
  });
});

describe('images', () => {
  const upload = (agent: TestAgent, bytes: Buffer, filename: string) =>
    agent.request({
      method: 'POST',
      url: '/api/admin/blog/images',
      ...multipart({ bytes, filename, contentType: 'image/png' }),
    });

  it('accepts JPEG, PNG and WebP by their bytes and stores the size; refuses a text file named .png', async () => {
    const res = await upload(moderator, media.png(40, 21), 'ward.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 40, height: 21 });
    expect(res.json().src).toBe(`/api/blog/images/${res.json().fileId}`);

    for (const [agent, locale] of [
      [moderator, 'en'],
      [moderatorDe, 'de'],
    ] as const) {
      const text = await upload(agent, Buffer.from('just some text, not an image'), 'fake.png');
      expect(text.statusCode).toBe(415);
      expect(text.json().error.message).toBe(translate(locale, 'files.typeNotAllowed', { type: 'text/plain' }));
      const gif = await upload(agent, media.gifHeader(), 'a.gif');
      expect(gif.statusCode).toBe(415);
      const big = await upload(agent, Buffer.concat([media.png(), Buffer.alloc(5 * 1024 * 1024 + 1)]), 'big.png');
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toBe(msg(locale, 'files.tooLarge'));
      // A JPEG whose size cannot be read from its header.
      const broken = await upload(agent, media.jpegHeader(), 'broken.jpg');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.fields).toEqual({ file: msg(locale, 'blogAdmin.imageUnreadable') });
    }
  });

  it('is public only once a published post shows it, with its alt text; staff see it before, uncached', async () => {
    const image = (await upload(moderator, media.png(12, 8), 'ward.png')).json();
    const post = await create(moderator, { imageFileId: image.fileId, imageAlt: 'Nurses on a ward' });
    expect(post.image).toEqual({ fileId: image.fileId, src: image.src, alt: 'Nurses on a ward', width: 12, height: 8 });

    const anonymousBefore = await page(image.src);
    expect(anonymousBefore.statusCode).toBe(404);
    expect((await candidate.get(image.src)).statusCode).toBe(404);
    const staff = await moderator.get(image.src);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/png');
    expect(staff.headers['cache-control']).toBe('private, no-store');

    await publish(post);
    const open = await page(image.src);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(open.headers['x-content-type-options']).toBe('nosniff');
    const api = (await page(`/api/blog/posts/en/${post.slug}`)).json() as BlogPost;
    expect(api.image).toEqual({ src: image.src, alt: 'Nurses on a ward', width: 12, height: 8 });
    const list = (await page('/api/blog/posts?locale=en&limit=50')).json() as BlogPostList;
    expect(list.items.find((item) => item.id === post.id)?.image?.alt).toBe('Nurses on a ward');

    // Removing it from the post (and unpublishing) closes it again.
    const saved = (
      await save(moderator, { ...post, version: post.version + 1 }, { imageFileId: null, imageAlt: null })
    ).json();
    expect(saved.image).toBeNull();
    expect((await page(image.src)).statusCode).toBe(404);

    // An image used in a published post's text is public too; unknown or other files are not.
    const inline = (await upload(moderator, media.png(), 'inline.png')).json();
    await publish(await create(moderator, { content: `Text\n\n![A chart](${inline.src})` }));
    expect((await page(inline.src)).statusCode).toBe(200);
    expect((await page(`/api/blog/images/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await page('/api/blog/images/not-a-uuid')).statusCode).toBe(404);
  });
});
