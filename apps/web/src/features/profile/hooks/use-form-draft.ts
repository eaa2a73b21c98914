import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

const PREFIX = 'azubi.draft.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked (some privacy modes): drafts live as long as the page.
  }
}

/** The draft of one form saved earlier in this tab, or null. */
export function readDraft<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/**
 * Keeps what was typed in a form in session storage (this tab only, gone when it closes), so a
 * reload, a lost connection or a refused save loses nothing. `key` names the user and the form;
 * call `clearDraft(key)` after a successful save.
 */
export function useFormDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): void {
  useEffect(() => {
    // Written at once on every change: a small JSON string, and a reload right after typing keeps it.
    const subscription = watch((values) => {
      try {
        storage()?.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // Quota or blocked storage: the draft is a convenience, the form still works.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);
}

/** The form's starting values: the draft when there is one, else what the server has. */
export function useDraftOrDefaults<T>(key: string, fromServer: () => T): { values: T; restored: boolean } {
  // Only on mount: later server answers must not overwrite what is being typed.
  return useMemo(() => {
    const server = fromServer();
    const draft = readDraft<T>(key);
    if (!draft) return { values: server, restored: false };
    const values = { ...server, ...draft };
    return { values, restored: JSON.stringify(values) !== JSON.stringify(server) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
