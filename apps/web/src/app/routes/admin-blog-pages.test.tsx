import type { AdminBlogPost, AdminBlogPostList } from '@azubi/shared/blog/blog-admin';
import { messages } from '@azubi/shared/i18n/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meFor, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const POST_ID = '30000000-0000-4000-8000-000000000003';
const AUTOSAVE = { timeout: 8000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  setSessionHint(false);
});

const moderator = () => meFor({ user: { role: 'moderator' } });

const adminPost = (overrides: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: POST_ID,
  locale: 'en',
  slug: 'visa-in-five-steps',
  title: 'Visa in five steps',
  status: 'draft',
  featured: false,
  category: 'tips',
  authorName: 'Demo Moderator',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  translation: null,
  version: 1,
  excerpt: '',
  content: '',
  seoTitle: null,
  seoDescription: null,
  image: null,
  publicPath: '/blog/visa-in-five-steps',
  ...overrides,
});

describe('/admin/blog', { timeout: 30_000 }, () => {
  it('lists every post with its state, and keeps filters and search in the address', async () => {
    const user = userEvent.setup();
    const list: AdminBlogPostList = {
      items: [
        adminPost(),
        adminPost({ id: 'p2', title: 'Pflege in Deutschland', locale: 'de', status: 'published', featured: true }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const api = stubApi({ 'GET /api/me': { body: moderator() }, 'GET /api/admin/blog/posts': { body: list } });
    const { router } = renderApp('/admin/blog?status=draft&q=visa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2 posts' })).toBeInTheDocument();
    const request = api.requests.find((sent) => sent.path === '/api/admin/blog/posts');
    expect(request?.query.toString()).toBe('status=draft&q=visa');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Search')).toHaveValue('visa');
    expect(screen.getAllByRole('link', { name: 'Visa in five steps' })[0]).toHaveAttribute(
      'href',
      `/admin/blog/${POST_ID}/edit`,
    );
    expect(screen.getAllByText('Featured').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/new');
    // Another filter keeps the others and goes back to the first page.
    await user.selectOptions(screen.getByLabelText('Category'), 'tips');
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&q=visa&category=tips'));
  });

  it('tells a candidate that only moderators and admins manage the blog', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/admin/blog');
    expect(await screen.findByText('Only moderators and admins can manage the blog.')).toBeInTheDocument();
  });

  it('tells a candidate in German too', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/de/admin/blog/new');
    expect(await screen.findByText(messages.de.blogAdmin.staffOnly)).toBeInTheDocument();
  });
});

describe('/admin/blog/new and /admin/blog/:id/edit', { timeout: 40_000 }, () => {
  it('makes the slug from the title, creates the draft at the first autosave and moves to its edit address', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': { body: moderator() },
      'POST /api/admin/blog/preview': { body: { html: '', readingMinutes: 1 } },
      'POST /api/admin/blog/posts': (request) => ({
        status: 201,
        body: adminPost({ ...(request.body as Partial<AdminBlogPost>), version: 1 }),
      }),
    });
    const { router } = renderApp('/admin/blog/new');
    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet: give the post a title');
    await user.selectOptions(screen.getByLabelText('Category'), 'tips');
    await user.type(title, 'Visa in 5 Schritten: Ärger vermeiden');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('visa-in-5-schritten-aerger-vermeiden');
    await user.clear(screen.getByLabelText('Address (slug)'));
    await user.type(screen.getByLabelText('Address (slug)'), 'visa');
    await user.type(title, '!');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('visa');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/blog/${POST_ID}/edit`), AUTOSAVE);
    const created = api.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/admin/blog/posts',
    );
    expect(created?.body).toMatchObject({
      locale: 'en',
      translationOfId: null,
      title: 'Visa in 5 Schritten: Ärger vermeiden!',
      slug: 'visa',
      category: 'tips',
    });
    // The same editor goes on: the title is still there, and the post can be translated now.
    expect(screen.getByLabelText('Title')).toHaveValue('Visa in 5 Schritten: Ärger vermeiden!');
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved \d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'Write the German version' })).toHaveAttribute(
      'href',
      `/admin/blog/new?locale=de&translationOf=${POST_ID}`,
    );
  });

  it('on a version conflict keeps the text, shows the saved version and saves over it on request', async () => {
    const user = userEvent.setup();
    let serverPost = adminPost({ excerpt: 'Saved excerpt', version: 1 });
    const api = stubApi({
      'GET /api/me': { body: moderator() },
      'POST /api/admin/blog/preview': { body: { html: '<h2>Preview</h2>', readingMinutes: 1 } },
      'GET /api/admin/blog/posts/:id': () => ({ body: serverPost }),
      'PUT /api/admin/blog/posts/:id': (request) => {
        const body = request.body as { version: number; excerpt: string };
        if (body.version !== serverPost.version)
          return apiError(409, 'CONFLICT', messages.en.blogAdmin.versionConflict);
        serverPost = { ...serverPost, excerpt: body.excerpt, version: serverPost.version + 1 };
        return { body: serverPost };
      },
    });
    renderApp(`/admin/blog/${POST_ID}/edit`);
    const excerpt = await screen.findByLabelText('Excerpt');
    expect(excerpt).toHaveValue('Saved excerpt');
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    // Another tab saved meanwhile.
    serverPost = { ...serverPost, excerpt: 'From the other tab', version: 2 };
    await user.clear(excerpt);
    await user.type(excerpt, 'Mine');

    const conflict = await screen.findByRole('alert', { name: 'This post was changed somewhere else' }, AUTOSAVE);
    expect(conflict).toHaveTextContent(messages.en.blogAdmin.versionConflict);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: changed elsewhere');
    expect(excerpt).toHaveValue('Mine');
    // Leaving now would lose the text: the editor asks first.
    await user.click(screen.getByRole('link', { name: 'All blog posts' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Mine');
    await user.click(within(conflict).getByRole('button', { name: 'Show the saved version' }));
    expect(await within(conflict).findByText('From the other tab')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Save my version over it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved \d\d:\d\d$/));
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => (request.body as { version: number }).version)).toEqual([1, 2]);
    expect(puts.at(-1)?.body).toMatchObject({ excerpt: 'Mine', version: 2 });
    expect(screen.queryByRole('alert', { name: 'This post was changed somewhere else' })).not.toBeInTheDocument();
  });

  it('shows the server’s field errors at their fields and keeps the values (de)', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'moderator' } }),
      'POST /api/admin/blog/preview': { body: { html: '', readingMinutes: 1 } },
      'GET /api/admin/blog/posts/:id': { body: adminPost({ locale: 'de' }) },
      'PUT /api/admin/blog/posts/:id': apiError(409, 'CONFLICT', messages.de.blogAdmin.slugTaken, {
        slug: messages.de.blogAdmin.slugTaken,
      }),
      'POST /api/admin/blog/posts/:id/status': apiError(422, 'VALIDATION_FAILED', 'Eingaben prüfen', {
        excerpt: messages.de.blogAdmin.excerptRequired,
        content: messages.de.blogAdmin.contentRequired,
      }),
    });
    renderApp(`/de/admin/blog/${POST_ID}/edit`);
    // Publishing without excerpt and text: the server names both fields.
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText(messages.de.blogAdmin.excerptRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.de.blogAdmin.contentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Auszug')).toHaveAccessibleDescription(
      expect.stringContaining(messages.de.blogAdmin.excerptRequired),
    );
    // A slug another post uses.
    const slug = screen.getByLabelText('Adresse (Slug)');
    await user.clear(slug);
    await user.type(slug, 'vergeben');
    expect(await screen.findByText(messages.de.blogAdmin.slugTaken, {}, AUTOSAVE)).toBeInTheDocument();
    expect(slug).toHaveValue('vergeben');
    expect(screen.getByRole('status')).toHaveTextContent('Nicht gespeichert: Bitte prüfe die markierten Felder');
  });

  it('formats with the toolbar (one tab stop, arrow keys) and with Ctrl+B, and previews the server’s HTML', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': { body: moderator() },
      'POST /api/admin/blog/preview': (request) => ({
        body: { html: `<p>${(request.body as { content: string }).content.length} characters</p>`, readingMinutes: 1 },
      }),
      'GET /api/admin/blog/posts/:id': { body: adminPost({ content: 'Hello' }) },
      'PUT /api/admin/blog/posts/:id': { body: adminPost({ version: 2 }) },
    });
    renderApp(`/admin/blog/${POST_ID}/edit`);
    const content = await screen.findByLabelText('Content (Markdown)');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Quote',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[6]).toHaveFocus();
    await user.click(buttons[2]!);
    expect(content).toHaveValue('## Hello');
    await user.click(content);
    await user.keyboard('{Control>}b{/Control}');
    expect(content).toHaveValue('## Hello**text**');
    expect(await screen.findByText('16 characters', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('asks for the image description before saving (en, de messages from the schema)', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': { body: moderator() },
      'POST /api/admin/blog/preview': { body: { html: '', readingMinutes: 1 } },
      'GET /api/admin/blog/posts/:id': {
        body: adminPost({
          image: {
            fileId: '40000000-0000-4000-8000-000000000004',
            src: '/x.jpg',
            alt: 'A map',
            width: 1200,
            height: 630,
          },
        }),
      },
    });
    renderApp(`/admin/blog/${POST_ID}/edit`);
    const alt = await screen.findByLabelText('Image description (alt text)');
    await user.clear(alt);
    expect(await screen.findByText(messages.en.blogAdmin.imageAltRequired, {}, AUTOSAVE)).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(messages.de.blogAdmin.imageAltRequired).toBe(
      'Bitte beschreibe das Bild für Menschen, die es nicht sehen können.',
    );
  });
});
