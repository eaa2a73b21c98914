import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters of an admin list, kept in the page address (so a view can be shared and the back
 * button works) and paged on the server: `query` is what the list's request sends (the known
 * filters and `page`), `draft` what the form holds until it is applied.
 */
export function useAddressFilters<K extends string>(filters: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Partial<Record<K, string>>>(
    () => Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Partial<Record<K, string>>,
  );
  const known: readonly string[] = [...filters, 'page'];
  const query = new URLSearchParams([...params].filter(([key, value]) => value && known.includes(key))).toString();
  const page = Number(params.get('page') ?? '1') || 1;

  /** The form's submit: the filled-in filters become the address, from the first page. */
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of filters) if (draft[key]) next.set(key, draft[key]!);
    setParams(next);
  };
  const reset = () => {
    setDraft({});
    setParams(new URLSearchParams());
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  /** A filter's control: `<Input {...field('email')} />` with the id `${idPrefix}-email`. */
  const field = (idPrefix: string, key: K) => ({
    id: `${idPrefix}-${key}`,
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });
  return { query, page, apply, reset, goTo, field };
}
