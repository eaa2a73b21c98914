import { localizePath } from '@azubi/shared/i18n/locales';
import {
  searchCategoryLabelKey,
  searchLocationLabelKey,
  toSearchQueryString,
} from '@azubi/shared/listings/search-options';
import type { ListingSearchQuery } from '@azubi/shared/listings/search-filters';
import { ArrowRight, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';

/** "Your search" from the landing page, with a way to the listings that carries it along. */
export function SearchSummary({ search }: { search: ListingSearchQuery }) {
  const { t } = useTranslation('browseJobs');
  const { t: tFilters } = useTranslation('searchFilters');
  const locale = useLocale();
  const rows = [
    search.q ? { label: t('search.text'), value: search.q } : null,
    search.location ? { label: t('search.location'), value: tFilters(searchLocationLabelKey(search.location)) } : null,
    search.category ? { label: t('search.category'), value: tFilters(searchCategoryLabelKey(search.category)) } : null,
  ].filter((row) => row !== null);

  return (
    <Card aria-labelledby="your-search-title" role="region" className="grid gap-4">
      <h2 id="your-search-title" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
        <Search className="size-5 text-primary" aria-hidden="true" />
        {t('search.title')}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0 break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild className="justify-self-start">
        <Link to={`${localizePath('/browse-jobs', locale)}${toSearchQueryString(search)}`}>
          {t('search.show')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
