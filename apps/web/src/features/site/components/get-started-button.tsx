import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';

const GetStartedDialog = lazy(() =>
  import('./get-started-dialog').then((module) => ({ default: module.GetStartedDialog })),
);

const preload = () => void import('./get-started-dialog');

/**
 * "Get started", opening the choice between the candidate and the employer portal. The dialog's
 * code downloads when the pointer or focus reaches the button, not with the page.
 */
export function GetStartedButton({ className, size, variant }: Pick<ButtonProps, 'className' | 'size' | 'variant'>) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { ref, onCloseAutoFocus } = useReturnFocus();
  return (
    <>
      <Button
        ref={ref}
        className={className}
        size={size}
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('getStarted.button')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <GetStartedDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
