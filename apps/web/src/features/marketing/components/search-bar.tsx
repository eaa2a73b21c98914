import { localizePath } from '@azubi/shared/i18n/locales';
import {
  SEARCH_CATEGORIES,
  SEARCH_LOCATIONS,
  searchCategoryLabelKey,
  searchLocationLabelKey,
  toSearchQueryString,
  type SearchCategory,
  type SearchLocation,
} from '@azubi/shared/listings/search-options';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLocale } from '../../../i18n/use-locale';
import { QUICK_SEARCHES } from '../quick-searches';

const isLocation = (value: string): value is SearchLocation => (SEARCH_LOCATIONS as readonly string[]).includes(value);
const isCategory = (value: string): value is SearchCategory => (SEARCH_CATEGORIES as readonly string[]).includes(value);

/**
 * The landing page's search: free text, city, field. Searching (button, Enter in the text field or
 * a quick search, which is a link) opens the public search `/browse-jobs` with `q`, `location` and
 * `category`, leaving empty fields out: visitors see the places at once, without a sign-in wall.
 */
export function SearchBar() {
  const { t } = useTranslation('home');
  const { t: tFilters } = useTranslation('searchFilters');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [location, setLocation] = useState<SearchLocation | ''>('');
  const [category, setCategory] = useState<SearchCategory | ''>('');

  const browse = localizePath('/browse-jobs', locale);

  function search(q: string) {
    void navigate(`${browse}${toSearchQueryString({ q, location, category })}`);
  }

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      // Before the page's scripts have run (a slow network, the page rendered at build time), the
      // browser submits the same fields to the search page itself, empty ones included: the server
      // answers such an address with the same one without them (apps/server/src/web/render-page.ts).
      action={browse}
      method="get"
      className="rounded-card border border-border bg-background p-4 shadow-lg sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <Label htmlFor={`${id}-q`} className="text-sm">
            {t('search.textLabel')}
          </Label>
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={1000}
            placeholder={t('search.textPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-location`} className="text-sm">
            {t('search.locationLabel')}
          </Label>
          <NativeSelect
            id={`${id}-location`}
            name="location"
            className="mt-1"
            placeholder={tFilters('anyLocation')}
            options={SEARCH_LOCATIONS.map((value) => ({ value, label: tFilters(searchLocationLabelKey(value)) }))}
            value={location}
            onChange={(event) => setLocation(isLocation(event.target.value) ? event.target.value : '')}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-category`} className="text-sm">
            {t('search.categoryLabel')}
          </Label>
          <NativeSelect
            id={`${id}-category`}
            name="category"
            className="mt-1"
            placeholder={tFilters('anyCategory')}
            options={SEARCH_CATEGORIES.map((value) => ({ value, label: tFilters(searchCategoryLabelKey(value)) }))}
            value={category}
            onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
          />
        </div>
        <Button type="submit" className="w-full md:w-auto">
          <Search aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </div>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <p id={`${id}-quick`} className="shrink-0 text-sm font-medium text-muted-foreground">
          {t('search.quickLabel')}
        </p>
        <ul aria-labelledby={`${id}-quick`} className="flex flex-wrap gap-2">
          {QUICK_SEARCHES.map((quick) => (
            <li key={quick}>
              {/* A link, so that it works before the page's scripts have run; then it also keeps the chosen city and field. */}
              <Link
                to={`${browse}${toSearchQueryString({ q: quick, location, category })}`}
                lang="de"
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-secondary px-4 text-sm font-medium text-secondary-foreground transition-colors hover:border-primary hover:bg-secondary-hover sm:min-h-9 pointer-coarse:min-h-11"
                onClick={() => setText(quick)}
              >
                {quick}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
