import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Closes the dialog it is in: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = DialogPrimitive.Close;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, typically a Button. Leave out for a controlled dialog. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, primary action last. */
  footer?: ReactNode;
  className?: string;
  /**
   * Where focus goes on close. By default it returns to the element that opened the dialog; call
   * `event.preventDefault()` and move focus yourself when that element is gone.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog: traps focus, closes on Escape and with the close button, gives focus back to
 * the trigger. Scrolls inside itself on small screens.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-card bg-background p-6 text-foreground shadow-xl data-[state=open]:animate-dialog-in',
            className,
          )}
        >
          <div className="pr-10">
            <DialogPrimitive.Title className="text-xl leading-tight font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-2 text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children ? <div className="mt-5">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div> : null}
          <DialogPrimitive.Close
            aria-label={t('close')}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
