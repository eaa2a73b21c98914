import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingSpinner } from './loading-spinner';
import { Button } from './ui/button';

/** One page of a list paged on the server. */
export interface ServerPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

export interface ServerPagedListTexts {
  retry: string;
  none: string;
  count: (total: number) => string;
  /** The pager's name ("Pages"), its buttons and "Page 2 of 5". */
  pages: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export interface ServerPagedListProps<T> {
  list: UseQueryResult<ServerPage<T>> & { isPlaceholderData: boolean };
  page: number;
  onPage: (page: number) => void;
  texts: ServerPagedListTexts;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * An admin list's states (loading, failed with a retry, empty) and, once loaded, how many there
 * are, one card per item and the previous / next pager.
 */
export function ServerPagedList<T>({ list, page, onPage, texts, itemKey, renderItem }: ServerPagedListProps<T>) {
  if (list.isPending) return <LoadingSpinner size="lg" className="py-12" />;
  if (list.isError)
    return <LoadError message={list.error.message} retryLabel={texts.retry} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <p className="text-muted-foreground">{texts.none}</p>;
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.pageSize));
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {texts.count(list.data.total)}
      </p>
      <ul className="grid gap-3" aria-busy={list.isPlaceholderData}>
        {list.data.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={texts.pages} className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {texts.previous}
          </Button>
          <span className="text-sm">{texts.page(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {texts.next}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
