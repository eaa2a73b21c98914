import type { BlogPost, BlogPostList, BlogPostSummary } from '@azubi/shared/blog/blog-posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

function summary(n: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    locale: 'en',
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `Excerpt of post ${n}.`,
    category: 'tips',
    featured: false,
    publishedAt: '2025-11-20T10:00:00.000Z',
    readingMinutes: 3,
    image: { src: '/blog/tips-cv.svg', alt: 'Illustration: a CV', width: 1200, height: 630 },
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('blog list', () => {
  it('shows posts, filters by category and loads more', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const params = new URL(url, 'http://x').searchParams;
      if (params.get('category') === 'fsj') {
        return json(200, { items: [summary(20, { category: 'fsj', title: 'Voluntary year' })], nextCursor: null });
      }
      if (params.get('cursor') === 'next') return json(200, { items: [summary(3)], nextCursor: null });
      return json(200, { items: [summary(1), summary(2)], nextCursor: 'next' } satisfies BlogPostList);
    });
    const user = userEvent.setup();
    const { router } = renderApp('/blog');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guides and stories for your way to Germany' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(requested()[0]).toBe('/api/blog/posts?locale=en');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeInTheDocument();
    expect(screen.getByText('You have seen all posts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Filter by category' });
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(chips).getByRole('link', { name: 'FSJ & BFD' }));
    expect(await screen.findByRole('link', { name: 'Voluntary year' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=fsj');
    expect(within(chips).getByRole('link', { name: 'FSJ & BFD' })).toHaveAttribute('aria-current', 'true');
  });

  it('searches in German and shows the empty state', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      return json(200, { items: q ? [] : [summary(1, { locale: 'de', title: 'Erster Beitrag' })], nextCursor: null });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/de/blog');
    expect(await screen.findByRole('link', { name: 'Erster Beitrag' })).toHaveAttribute('href', '/de/blog/post-1');
    await user.type(screen.getByRole('searchbox', { name: 'Blog durchsuchen' }), 'Zeppelin{Enter}');
    expect(await screen.findByText('Keine Beiträge gefunden')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Zeppelin');
    expect(requested().at(-1)).toBe('/api/blog/posts?locale=de&q=Zeppelin');
    expect(screen.getByRole('heading', { name: 'Beiträge zu „Zeppelin“' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Alle Beiträge zeigen' }));
    expect(await screen.findByRole('link', { name: 'Erster Beitrag' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows an error with a way to try again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'Server trouble' } }));
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'Server trouble' } }));
    fetchMock.mockResolvedValue(json(200, { items: [summary(1)], nextCursor: null }));
    const user = userEvent.setup();
    renderApp('/blog');
    expect(await screen.findByText('The posts could not be loaded', {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
  });
});

const post: BlogPost = {
  ...summary(1, { slug: 'what-is-an-ausbildung', title: 'What is an Ausbildung?', category: 'ausbildung' }),
  content: '## Two places of learning\n\nWork and school.\n\n- Salary\n- Exam\n\n<script>alert(1)</script>',
  // As the server renders and sanitises it: the script is text.
  contentHtml:
    '<h2>Two places of learning</h2>\n<p>Work and school.</p>\n<ul>\n<li>Salary</li>\n<li>Exam</li>\n</ul>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
  seoTitle: null,
  seoDescription: null,
  updatedAt: '2025-11-20T10:00:00.000Z',
  translation: { locale: 'de', slug: 'was-ist-eine-ausbildung' },
};

describe('blog post', () => {
  it('shows the post with its image, date, category and safely rendered content', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/blog/posts/en/what-is-an-ausbildung' ? json(200, post) : notFound(),
    );
    renderApp('/blog/what-is-an-ausbildung');
    expect(await screen.findByRole('heading', { level: 1, name: 'What is an Ausbildung?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration: a CV' })).toHaveAttribute('src', '/blog/tips-cv.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Two places of learning' })).toBeInTheDocument();
    expect(screen.getByText('20 November 2025')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.title).toBe('What is an Ausbildung? – Azubi Connect');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Ausbildung' })).toHaveAttribute(
      'href',
      '/blog?category=ausbildung',
    );
  });

  it('shows the 404 page for an unknown slug', async () => {
    fetchMock.mockImplementation(async () => notFound());
    renderApp('/de/blog/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('moves on to the translation when it arrives with the other language’s slug', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/blog/posts/en/what-is-an-ausbildung') return json(200, post);
      if (url === '/api/blog/posts/de/was-ist-eine-ausbildung') {
        return json(200, {
          ...post,
          locale: 'de',
          slug: 'was-ist-eine-ausbildung',
          title: 'Was ist eine Ausbildung?',
          translation: { locale: 'en', slug: 'what-is-an-ausbildung' },
        });
      }
      return notFound();
    });
    const { router } = renderApp('/de/blog/what-is-an-ausbildung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Was ist eine Ausbildung?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/blog/was-ist-eine-ausbildung');
  });

  it('goes to the blog list when the post has no translation', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/blog/posts/en/english-only')
        return json(200, { ...post, slug: 'english-only', translation: null });
      if (url.startsWith('/api/blog/posts?')) return json(200, { items: [], nextCursor: null });
      return notFound();
    });
    const { router } = renderApp('/de/blog/english-only');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/blog'));
  });
});
