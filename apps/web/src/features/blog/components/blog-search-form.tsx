import { Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** Searches when submitted (Enter or the button), not on every key: one request per search on a slow network. */
export function BlogSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('blog');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    // Keyed by the search in the address, so the field follows it (back button, "Show all posts").
    <form key={q} role="search" onSubmit={submit} className="flex w-full gap-2 sm:max-w-xl">
      <label htmlFor={id} className="sr-only">
        {t('list.searchLabel')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('list.searchPlaceholder')}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {q ? (
          <button
            type="button"
            onClick={() => onSearch('')}
            className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-control text-muted-foreground hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('list.clearSearch')}</span>
          </button>
        ) : null}
      </div>
      <Button type="submit">{t('list.searchButton')}</Button>
    </form>
  );
}
