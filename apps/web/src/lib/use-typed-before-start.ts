import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text a person typed into a field of a page sent rendered by the server, before the app had taken
 * the page over (a slow phone shows the page seconds before its code has run): React leaves it in
 * the field when it takes the page over (hydration), but not in the component's state, so the next
 * render would wipe it. Right after the first commit, before any later render, hands `adopt` the
 * field's text when it differs from the state's `value`. On a page the browser renders itself the
 * two agree and nothing happens.
 */
export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // The first commit only: from then on the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
