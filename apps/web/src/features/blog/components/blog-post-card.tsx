import type { BlogPostSummary } from '@azubi/shared/blog/blog-posts';
import { formatLongDate } from '@azubi/shared/dates/long-date';
import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { BlogCategoryBadge } from './blog-category-badge';

/**
 * One post in the list. The title is the link; it stretches over the whole card, so the card is
 * one large touch target while screen readers hear one link with the title as its name.
 */
export function BlogPostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.image ? (
        <img
          src={post.image.src}
          // The title says what the post is about; the illustration adds nothing for a screen reader here.
          alt=""
          width={post.image.width}
          height={post.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[40/21] w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <BlogCategoryBadge category={post.category} />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
        </div>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-brand-950 sm:text-xl">
          <Link
            to={localizePath(`/blog/${encodeURIComponent(post.slug)}`, locale)}
            className="rounded-sm after:absolute after:inset-0 group-hover:text-primary focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-muted-foreground">
          {t('post.readingTime', { minutes: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
