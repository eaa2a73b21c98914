import { Slot } from 'radix-ui';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { useReturnFocus } from './ui/use-return-focus';

/** What a lazily loaded dialog is given: it is controlled, and gives focus back to its opener. */
export interface LazyDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export interface LazyDialogTriggerProps {
  /** The button that opens the dialog, typically a Button. */
  trigger: ReactElement;
  /** Starts downloading the dialog's code; called when the pointer or focus reaches the button. */
  preload: () => unknown;
  /** The dialog (a `React.lazy` component), mounted on the first click and kept while the page lives. */
  children: (state: LazyDialogState) => ReactNode;
}

/**
 * A button opening a dialog whose code (its form, react-hook-form, the shared schemas) is not part
 * of the page: it downloads when the pointer or focus reaches the button, and the dialog mounts on
 * the first click (issue 35). Like Radix's own trigger it tells assistive technology that it opens
 * a dialog, and focus returns to it when the dialog closes.
 */
export function LazyDialogTrigger({ trigger, preload, children }: LazyDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { ref, onCloseAutoFocus } = useReturnFocus();
  const load = () => void preload();
  return (
    <>
      <Slot.Root
        ref={ref}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot.Root>
      {mounted ? (
        <Suspense fallback={null}>{children({ open, onOpenChange: setOpen, onCloseAutoFocus })}</Suspense>
      ) : null}
    </>
  );
}
