import { useCallback, useRef } from 'react';

/**
 * Gives focus back to the button that opened a dialog when the dialog closes. Radix does this by
 * itself only for its own `Trigger`; our dialogs load lazily and are opened by a plain button, so
 * they put `ref` on that button and pass `onCloseAutoFocus` to the dialog.
 */
export function useReturnFocus<T extends HTMLElement = HTMLButtonElement>() {
  const ref = useRef<T>(null);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const opener = ref.current;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }, []);
  return { ref, onCloseAutoFocus };
}
