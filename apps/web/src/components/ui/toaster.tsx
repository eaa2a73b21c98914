import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-l-primary',
  success: 'border-l-success',
  destructive: 'border-l-destructive',
};

/** Renders the toasts from `toast()`. Mounted by ToastOutlet only while there are toasts. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={6000} swipeDirection="right" label={t('notification')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex items-start gap-3 rounded-control border border-l-4 border-border bg-background py-3 pr-12 pl-4 text-foreground shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-0.5">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
            {item.action ? (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className="mt-2 inline-flex h-11 w-fit items-center rounded-control bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Above the cookie banner while it is shown (it publishes its height), never over its buttons. */}
      <ToastPrimitive.Viewport
        label={t('notifications')}
        className="fixed right-0 bottom-[var(--cookie-banner-height,0px)] z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
