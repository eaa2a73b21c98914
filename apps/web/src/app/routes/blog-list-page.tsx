import { useTranslation } from 'react-i18next';
import { BlogCategoryFilter } from '../../features/blog/components/blog-category-filter';
import { BlogPostList } from '../../features/blog/components/blog-post-list';
import { BlogSearchForm } from '../../features/blog/components/blog-search-form';
import { useBlogFilter } from '../../features/blog/hooks/use-blog-filter';

/** `/blog`: published posts with category chips, search and "Load more". */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const { category, q, setFilter } = useBlogFilter();
  return (
    <>
      <title>{t('list.documentTitle')}</title>
      <section className="border-b border-border bg-linear-to-b from-brand-50 to-background">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('list.eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {t('list.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('list.intro')}</p>
          <div className="mt-6">
            <BlogSearchForm q={q} onSearch={(next) => setFilter({ q: next })} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <BlogCategoryFilter active={category} q={q} />
        {q ? <h2 className="mt-6 text-xl font-semibold text-brand-950">{t('list.resultsFor', { q })}</h2> : null}
        <div className="mt-8">
          <BlogPostList category={category} q={q} />
        </div>
      </div>
    </>
  );
}
