import { BLOG_CATEGORY_FILTERS, type BlogCategoryFilter } from '@azubi/shared/blog/blog-posts';
import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { blogFilterSearch } from '../hooks/use-blog-filter';

/** The category chips: links, so each filtered list has its own address and works with the back button. */
export function BlogCategoryFilter({ active, q }: { active: BlogCategoryFilter; q: string }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  return (
    <ul
      aria-label={t('list.filterLabel')}
      // One scrollable row on phones (the posts stay near the top), wrapped on wider screens.
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {BLOG_CATEGORY_FILTERS.map((category) => {
        const current = category === active;
        return (
          <li key={category} className="shrink-0">
            <Link
              to={{ pathname: localizePath('/blog', locale), search: blogFilterSearch(category, q) }}
              preventScrollReset
              aria-current={current ? 'true' : undefined}
              className={cn(
                'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors sm:h-10',
                current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:border-brand-300 hover:bg-secondary',
              )}
            >
              {t(`categories.${category}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
