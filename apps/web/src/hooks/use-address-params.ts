import { useSearchParams } from 'react-router';

/**
 * The page address's query, and a change to it that replaces the history entry and keeps the
 * scroll position (a filter or a period of the page, not a new page): `update((next) => next.set(…))`.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  return { params, update };
}
