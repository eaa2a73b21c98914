import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/**
 * While there are changes that cannot be saved now (a conflict, a refused field, no connection),
 * leaving asks first: the browser's own question when the tab closes or reloads, ours when the app
 * navigates to another page.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('blogAdmin');
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('editor.leaveTitle')}
      description={t('editor.leaveWarning')}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('editor.stay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('editor.leaveAnyway')}
          </Button>
        </>
      }
    />
  );
}
