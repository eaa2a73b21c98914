import type { BlogCategoryFilter } from '@azubi/shared/blog/blog-posts';
import { localizePath } from '@azubi/shared/i18n/locales';
import { LoaderCircle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';

/** The posts for a filter: loading, error, empty, the cards and "Load more". */
export function BlogPostList({ category, q }: { category: BlogCategoryFilter; q: string }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const query = useBlogPosts({ locale, category, q });

  if (query.isPending) return <LoadingSpinner size="lg" text={t('list.loading')} className="py-20" />;

  if (query.isError && !query.data) {
    return (
      <LoadError
        title={t('list.error.title')}
        message={query.error.message}
        retryLabel={t('list.error.retry')}
        onRetry={() => void query.refetch()}
        className="gap-4 py-16"
      />
    );
  }

  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('list.empty.title')}</p>
        <p className="text-muted-foreground">{t('list.empty.text')}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to={localizePath('/blog', locale)}>{t('list.empty.reset')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id} className="flex">
            <BlogPostCard post={post} eager={index < 2} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-destructive">
            {query.error?.message}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="lg"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('list.allLoaded')}</p>
        )}
      </div>
    </>
  );
}
