import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { preloadable } from '../../../lib/preloadable';

const ImprintDialog = preloadable(() => import('./imprint-dialog').then((module) => module.ImprintDialog));

const preload = () => void ImprintDialog.preload();

/** The footer's "Imprint": opens the imprint in a dialog (spec §2), loading its code on first use. */
export function ImprintButton({ className }: { className?: string }) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { ref, onCloseAutoFocus } = useReturnFocus();
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('footer.imprint')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ImprintDialog.Component open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
