import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import { formatLongDate } from '@azubi/shared/dates/long-date';
import { LOCALES, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { useBlogPost } from '../../features/blog/api/get-blog-post';
import { BlogCategoryBadge } from '../../features/blog/components/blog-category-badge';
import { BlogContent } from '../../features/blog/components/blog-content';
import { blogFilterSearch } from '../../features/blog/hooks/use-blog-filter';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';
import { NotFoundPage } from './not-found-page';

/**
 * `/blog/:slug`. An unknown slug shows the 404 page (the server already answered 404). The
 * language switcher keeps the path, so a post arrives here with the other language's slug: it
 * moves on to its translation, or to the blog list when there is none.
 */
export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const post = useBlogPost(locale, slug);
  const missing = post.error instanceof ApiError && post.error.status === 404;
  const other: Locale = LOCALES.find((l) => l !== locale) ?? 'en';
  const original = useBlogPost(other, slug, { enabled: missing });

  if (post.data) return <BlogPostArticle post={post.data} />;
  if (post.isPending || (missing && original.isPending)) {
    return <LoadingSpinner size="lg" text={t('post.loading')} className="py-24" />;
  }
  if (missing) {
    if (original.data) {
      const target =
        original.data.translation?.locale === locale
          ? `/blog/${encodeURIComponent(original.data.translation.slug)}`
          : '/blog';
      return <Navigate to={localizePath(target, locale)} replace />;
    }
    return <NotFoundPage />;
  }
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('post.error.title')}</h1>
      <p className="text-muted-foreground">{post.error?.message}</p>
      <Button variant="outline" onClick={() => void post.refetch()}>
        {t('post.error.retry')}
      </Button>
    </div>
  );
}

function BlogPostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const blogPath = localizePath('/blog', locale);
  const category = t(`categories.${post.category}`);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <title>{post.seoTitle ?? `${post.title} – Azubi Connect`}</title>
      <nav aria-label={t('post.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link
              to={blogPath}
              className="inline-flex h-11 items-center font-semibold text-primary hover:underline sm:h-auto"
            >
              {t('post.blog')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={{ pathname: blogPath, search: blogFilterSearch(post.category, '') }}
              className="inline-flex h-11 items-center font-semibold text-primary hover:underline sm:h-auto"
            >
              {category}
            </Link>
          </li>
        </ol>
      </nav>
      <header className="mt-3">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
          <BlogCategoryBadge category={post.category} />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
          <span>{t('post.readingTime', { minutes: post.readingMinutes })}</span>
        </div>
        {post.excerpt ? <p className="mt-5 text-xl leading-relaxed text-muted-foreground">{post.excerpt}</p> : null}
      </header>
      {post.image ? (
        <img
          src={post.image.src}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-[40/21] w-full rounded-card border border-border bg-brand-50 object-cover"
        />
      ) : null}
      <div className="mt-8">
        <BlogContent html={post.contentHtml} />
      </div>
      <footer className="mt-12 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="outline">
          <Link to={blogPath}>
            <ArrowLeft aria-hidden="true" />
            {t('post.backToBlog')}
          </Link>
        </Button>
        <Link
          to={{ pathname: blogPath, search: blogFilterSearch(post.category, '') }}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('post.moreIn', { category })}
        </Link>
      </footer>
    </article>
  );
}
