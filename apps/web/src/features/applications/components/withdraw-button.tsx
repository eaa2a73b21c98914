import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useWithdrawApplication } from '../api/withdraw-application';

/** Withdraw, after a confirmation that says it cannot be undone (spec §4). */
export function WithdrawButton({ applicationId, listingTitle }: { applicationId: string; listingTitle: string }) {
  const { t } = useTranslation('applications');
  const tShared = useSharedMessage();
  const withdraw = useWithdrawApplication();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const confirm = () => {
    setFailure(undefined);
    withdraw.mutate(applicationId, {
      onSuccess: (result) => {
        setOpen(false);
        toast({ title: result.message, variant: 'success' });
      },
      onError: (error) => {
        const fallback = tShared('applications.withdrawFailed') ?? '';
        setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(undefined);
      }}
      trigger={<Button variant="outline">{t('mine.withdraw')}</Button>}
      title={t('mine.confirmTitle')}
      description={t('mine.confirmText', { title: listingTitle })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('mine.keep')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={withdraw.isPending} onClick={confirm}>
            {withdraw.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {t('mine.confirmWithdraw')}
          </Button>
        </>
      }
    >
      {failure ? <FormAlert message={failure} /> : null}
    </Dialog>
  );
}
