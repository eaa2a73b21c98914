import { GERMAN_LEVELS, LISTING_SORTS, PROGRAM_TYPES } from '@azubi/shared/listings/listing-options';
import {
  SEARCH_CATEGORIES,
  SEARCH_LOCATIONS,
  searchCategoryLabelKey,
  searchLocationLabelKey,
} from '@azubi/shared/listings/search-options';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { browseSearchParams, type BrowseFilterKey, type BrowseFilters } from '@azubi/shared/listings/browse-params';
import { useListings } from '../api/get-listings';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import type { BrowseFiltersUpdate } from '../hooks/use-browse-filters';

export interface ListingFiltersProps {
  filters: BrowseFilters;
  onChange: (next: BrowseFiltersUpdate) => void;
}

/**
 * The listing browser's search: free text (sent with the button or Enter), filters that apply as
 * soon as they change, and the sort. On phones the filters fold away behind one button.
 */
export function ListingFilters({ filters, onChange }: ListingFiltersProps) {
  const { t } = useTranslation('browseJobs');
  const { t: tFilters } = useTranslation('searchFilters');
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The same query as the list below (one cache entry): what "Show N results" counts.
  const results = useListings(filters);
  const loaded = results.data?.pages.flatMap((page) => page.items).length ?? 0;
  const [text, setText] = useState(filters.q ?? '');
  const [lastQ, setLastQ] = useState(filters.q);
  const textField = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(textField, text, setText);
  // The back button changes the text in the URL: show it.
  if (lastQ !== filters.q) {
    setLastQ(filters.q);
    setText(filters.q ?? '');
  }

  const set = (key: BrowseFilterKey, value: string | undefined) =>
    onChange((current) => ({ ...current, [key]: value || undefined }));
  const active = (
    ['location', 'category', 'programType', 'germanLevel', 'startFrom', 'startTo', 'visa', 'accommodation'] as const
  ).filter((key) => filters[key]).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set('q', text.trim() || undefined);
  };

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={submit} className="flex gap-2" aria-label={t('filters.searchLabel')}>
        <Label htmlFor={`${id}-q`} className="sr-only">
          {t('filters.text')}
        </Label>
        {/* The page arrives rendered by the server: before the app has taken it over, the form is
            sent as a plain GET (the text with the other filters in force), and the server answers
            with the results. Once the app runs, `submit` keeps it in the page. */}
        {[...browseSearchParams({ ...filters, q: undefined })].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Input
          ref={textField}
          id={`${id}-q`}
          name="q"
          type="search"
          value={text}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t('filters.textPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label={t('filters.submit')} className="px-4 sm:px-5">
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">{t('filters.submit')}</span>
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="outline"
          ref={toggleRef}
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {active ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
        </Button>
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-sort`} className="whitespace-nowrap">
            {t('filters.sort')}
          </Label>
          <NativeSelect
            id={`${id}-sort`}
            value={filters.sort ?? 'newest'}
            onChange={(event) => set('sort', event.target.value === 'newest' ? undefined : event.target.value)}
            options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          />
        </div>
      </div>
      <fieldset
        id={`${id}-panel`}
        className={cn(
          'grid gap-4 rounded-card border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4',
          open ? 'grid' : 'hidden lg:grid',
        )}
      >
        <legend className="sr-only">{t('filters.legend')}</legend>
        <Field id={`${id}-location`} label={t('filters.location')}>
          <NativeSelect
            id={`${id}-location`}
            value={filters.location ?? ''}
            onChange={(event) => set('location', event.target.value)}
            placeholder={tFilters('anyLocation')}
            options={SEARCH_LOCATIONS.map((value) => ({ value, label: tFilters(searchLocationLabelKey(value)) }))}
          />
        </Field>
        <Field id={`${id}-category`} label={t('filters.category')}>
          <NativeSelect
            id={`${id}-category`}
            value={filters.category ?? ''}
            onChange={(event) => set('category', event.target.value)}
            placeholder={tFilters('anyCategory')}
            options={SEARCH_CATEGORIES.map((value) => ({ value, label: tFilters(searchCategoryLabelKey(value)) }))}
          />
        </Field>
        <Field id={`${id}-program`} label={t('filters.programType')}>
          <NativeSelect
            id={`${id}-program`}
            value={filters.programType ?? ''}
            onChange={(event) => set('programType', event.target.value)}
            placeholder={t('filters.anyProgram')}
            options={PROGRAM_TYPES.map((value) => ({ value, label: t(`programTypes.${value}`) }))}
          />
        </Field>
        <Field id={`${id}-level`} label={t('filters.germanLevel')}>
          <NativeSelect
            id={`${id}-level`}
            value={filters.germanLevel ?? ''}
            onChange={(event) => set('germanLevel', event.target.value)}
            placeholder={t('filters.anyLevel')}
            options={GERMAN_LEVELS.map((level) => ({ value: level, label: t('filters.levelOption', { level }) }))}
          />
        </Field>
        <Field id={`${id}-from`} label={t('filters.startFrom')}>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.startFrom ?? ''}
            max={filters.startTo}
            onChange={(event) => set('startFrom', event.target.value)}
          />
        </Field>
        <Field id={`${id}-to`} label={t('filters.startTo')}>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.startTo ?? ''}
            min={filters.startFrom}
            onChange={(event) => set('startTo', event.target.value)}
          />
        </Field>
        <div className="flex items-center gap-3 lg:self-end lg:pb-2.5">
          <Checkbox
            id={`${id}-visa`}
            checked={filters.visa === 'true'}
            onCheckedChange={(checked) => set('visa', checked === true ? 'true' : undefined)}
          />
          <Label htmlFor={`${id}-visa`}>{t('filters.visa')}</Label>
        </div>
        <div className="flex items-center gap-3 lg:self-end lg:pb-2.5">
          <Checkbox
            id={`${id}-accommodation`}
            checked={filters.accommodation === 'true'}
            onCheckedChange={(checked) => set('accommodation', checked === true ? 'true' : undefined)}
          />
          <Label htmlFor={`${id}-accommodation`}>{t('filters.accommodation')}</Label>
        </div>
        {active || filters.q ? (
          <Button
            variant="link"
            className="justify-self-start sm:col-span-2 lg:col-span-4"
            onClick={() => {
              setText('');
              onChange((current) => (current.sort ? { sort: current.sort } : {}));
            }}
          >
            <X aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        ) : null}
        {/* On a phone the open panel covers the results: this closes it (issue 28). */}
        <Button
          className="sticky bottom-3 shadow-md sm:col-span-2 lg:hidden"
          disabled={results.isPending}
          onClick={() => {
            setOpen(false);
            // The results start right under the filter button: bring them into view.
            toggleRef.current?.scrollIntoView?.({ block: 'start' });
            toggleRef.current?.focus({ preventScroll: true });
          }}
        >
          {results.isPending
            ? t('filters.showResultsLoading')
            : results.hasNextPage
              ? t('filters.showMoreResults', { count: loaded })
              : t('filters.showResults', { count: loaded })}
        </Button>
      </fieldset>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
