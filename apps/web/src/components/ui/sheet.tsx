import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; visually hidden, as a side menu explains itself. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes on close (see Dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A panel that slides in from the right edge: the side menu on small screens. A modal dialog
 * underneath (focus trap, Escape, close button, focus returns to the opener). Put
 * `<DialogClose asChild>` around links inside so that following one closes the sheet.
 */
export function Sheet({ open, onOpenChange, title, description, children, className, onCloseAutoFocus }: SheetProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,calc(100%-3rem))] flex-col overflow-y-auto',
            'bg-background p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-foreground shadow-xl data-[state=open]:animate-sheet-in',
            className,
          )}
        >
          <div className="flex min-h-11 items-center pr-12">
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <div className="mt-4 flex-1">{children}</div>
          <DialogPrimitive.Close
            aria-label={t('close')}
            className="absolute top-5 right-4 inline-flex size-11 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
