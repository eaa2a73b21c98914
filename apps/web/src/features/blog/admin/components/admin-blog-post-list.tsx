import type { AdminBlogPostListQuery, AdminBlogPostSummary } from '@azubi/shared/blog/blog-admin';
import { BLOG_ADMIN_PAGE_SIZE, BLOG_ADMIN_STATUSES } from '@azubi/shared/blog/blog-admin-options';
import { BLOG_CATEGORIES } from '@azubi/shared/blog/blog-posts';
import { formatLongDate } from '@azubi/shared/dates/long-date';
import { LOCALES, localizePath } from '@azubi/shared/i18n/locales';
import { ChevronLeft, ChevronRight, Search, Star, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { useLocale } from '../../../../i18n/use-locale';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { BlogStatusBadge } from './blog-status-badge';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The list's filter as the address carries it (`?status=draft&locale=de&q=visa&page=2`). */
export function listQueryFromSearchParams(
  params: URLSearchParams,
): Required<Omit<AdminBlogPostListQuery, 'q' | 'page'>> & { q: string; page: number } {
  const page = Number(params.get('page'));
  return {
    locale: pick(params.get('locale'), ['all', ...LOCALES] as const, 'all'),
    status: pick(params.get('status'), ['all', ...BLOG_ADMIN_STATUSES] as const, 'all'),
    category: pick(params.get('category'), ['all', ...BLOG_CATEGORIES] as const, 'all'),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** All posts at /admin/blog, filtered and searched through the address, one server page at a time. */
export function AdminBlogPostList() {
  const { t } = useTranslation('blogAdmin');
  const { t: tBlog } = useTranslation('blog');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = listQueryFromSearchParams(params);
  const posts = useAdminBlogPosts({ ...query, q: query.q || undefined });
  const [search, setSearch] = useState(query.q);
  // The address changed (back, a link): the box shows its search.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q);
  }

  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === 'all') next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { preventScrollReset: name !== 'page' },
    );

  const all = { value: 'all', label: t('list.all') };
  const total = posts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (posts.data?.pageSize ?? BLOG_ADMIN_PAGE_SIZE)));
  const editPath = (id: string) => localizePath(`/admin/blog/${id}/edit`, locale);
  const date = (value: string | null) => (value ? formatLongDate(value, locale) : null);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="blog-filters" className="grid gap-4">
        <h2 id="blog-filters" className="sr-only">
          {t('list.filters')}
        </h2>
        <form
          role="search"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('q', search.trim());
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="blog-admin-search">{t('list.search')}</Label>
            <Input
              id="blog-admin-search"
              type="search"
              maxLength={100}
              placeholder={t('list.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t('list.searchButton')}
          </Button>
        </form>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="blog-admin-locale">{t('list.language')}</Label>
            <NativeSelect
              id="blog-admin-locale"
              value={query.locale}
              onChange={(event) => setFilter('locale', event.target.value)}
              options={[all, ...LOCALES.map((value) => ({ value, label: t(`locales.${value}`) }))]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="blog-admin-status">{t('list.status')}</Label>
            <NativeSelect
              id="blog-admin-status"
              value={query.status}
              onChange={(event) => setFilter('status', event.target.value)}
              options={[all, ...BLOG_ADMIN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="blog-admin-category">{t('list.category')}</Label>
            <NativeSelect
              id="blog-admin-category"
              value={query.category}
              onChange={(event) => setFilter('category', event.target.value)}
              options={[all, ...BLOG_CATEGORIES.map((value) => ({ value, label: tBlog(`categories.${value}`) }))]}
            />
          </div>
        </div>
      </section>

      {posts.isPending ? (
        <LoadingSpinner size="lg" text={t('list.loading')} className="py-16" />
      ) : posts.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
          <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
          <p className="font-semibold">{t('list.error')}</p>
          <p className="text-muted-foreground">{posts.error.message}</p>
          <Button variant="outline" onClick={() => void posts.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="blog-admin-count" aria-busy={posts.isFetching} className="grid gap-4">
          <h2 id="blog-admin-count" className="text-lg font-semibold text-brand-950" aria-live="polite">
            {t('list.count', { count: total })}
          </h2>
          {posts.data.items.length === 0 ? (
            <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
              {t('list.empty')}
            </p>
          ) : (
            <>
              {/* Wide screens: a table. */}
              <div className="hidden overflow-hidden rounded-card border border-border md:block">
                <table className="w-full text-left text-sm">
                  <thead className="bg-muted text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.title')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.status')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.language')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.category')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.author')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('list.columns.updated')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {posts.data.items.map((post) => (
                      <tr key={post.id} className="align-top">
                        <td className="px-4 py-3">
                          <PostTitle post={post} to={editPath(post.id)} />
                        </td>
                        <td className="px-4 py-3">
                          <BlogStatusBadge status={post.status} />
                        </td>
                        <td className="px-4 py-3">{t(`locales.${post.locale}`)}</td>
                        <td className="px-4 py-3">{tBlog(`categories.${post.category}`)}</td>
                        <td className="px-4 py-3">{post.authorName ?? t('list.noAuthor')}</td>
                        <td className="px-4 py-3 whitespace-nowrap">
                          <span className="block">{date(post.updatedAt)}</span>
                          <span className="block text-muted-foreground">
                            {post.publishedAt
                              ? `${t('list.columns.published')}: ${date(post.publishedAt)}`
                              : t('list.notPublished')}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {/* Phones: one card per post. */}
              <ul className="grid gap-3 md:hidden">
                {posts.data.items.map((post) => (
                  <li key={post.id}>
                    <Card className="grid gap-2 p-4">
                      <PostTitle post={post} to={editPath(post.id)} />
                      <div className="flex flex-wrap items-center gap-2 text-sm">
                        <BlogStatusBadge status={post.status} />
                        <span>{t(`locales.${post.locale}`)}</span>
                        <span aria-hidden="true">·</span>
                        <span>{tBlog(`categories.${post.category}`)}</span>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {post.authorName ?? t('list.noAuthor')} · {t('list.columns.updated')}: {date(post.updatedAt)}
                        {post.publishedAt ? ` · ${t('list.columns.published')}: ${date(post.publishedAt)}` : ''}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            </>
          )}
          {pages > 1 ? (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3">
              <Button
                variant="outline"
                disabled={query.page <= 1}
                onClick={() => setFilter('page', String(query.page - 1))}
              >
                <ChevronLeft aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('list.previous')}</span>
              </Button>
              <span className="text-sm text-muted-foreground">{t('list.pageOf', { page: query.page, pages })}</span>
              <Button
                variant="outline"
                disabled={query.page >= pages}
                onClick={() => setFilter('page', String(query.page + 1))}
              >
                <span className="sr-only sm:not-sr-only">{t('list.next')}</span>
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}

function PostTitle({ post, to }: { post: AdminBlogPostSummary; to: string }) {
  const { t } = useTranslation('blogAdmin');
  return (
    <div className="grid gap-1">
      <Link to={to} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
        {post.title}
      </Link>
      <span className="text-xs break-all text-muted-foreground">/{post.slug}</span>
      {post.featured ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          {t('list.featured')}
        </span>
      ) : null}
      {post.translation ? (
        <span className="text-xs text-muted-foreground">
          {t('list.translation', { title: post.translation.title })}
        </span>
      ) : null}
    </div>
  );
}
