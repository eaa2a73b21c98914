import { localizePath } from '@azubi/shared/i18n/locales';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useSignedIn } from '../../../lib/account/use-signed-in';
import { preloadable } from '../../../lib/preloadable';

const GetStartedDialog = preloadable(() => import('./get-started-dialog').then((module) => module.GetStartedDialog));

const preload = () => void GetStartedDialog.preload();

type GetStartedButtonProps = Pick<ButtonProps, 'className' | 'size' | 'variant'>;

/**
 * "Get started" for visitors; for someone signed in, the way to their dashboard instead. Rendered on
 * the server (and at build time) as "Get started": the switch happens once the browser knows who is
 * signed in, after React has taken the page over (useSignedIn).
 */
export function GetStartedButton(props: GetStartedButtonProps) {
  return useSignedIn() ? <DashboardButton {...props} /> : <OpenPortalChoice {...props} />;
}

function DashboardButton({ className, size, variant }: GetStartedButtonProps) {
  const { t } = useTranslation('site');
  const locale = useLocale();
  return (
    <Button asChild className={className} size={size} variant={variant}>
      <Link to={localizePath('/dashboard', locale)}>{t('getStarted.dashboard')}</Link>
    </Button>
  );
}

/**
 * "Get started", opening the choice between the candidate and the employer portal. The dialog's
 * code downloads when the pointer or focus reaches the button, not with the page.
 */
function OpenPortalChoice({ className, size, variant }: GetStartedButtonProps) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { ref, onCloseAutoFocus } = useReturnFocus();
  return (
    <>
      <Button
        ref={ref}
        className={cn('signed-out-only', className)}
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
          <GetStartedDialog.Component open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
