import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

/** "Send to N people now?": the last question before a campaign goes out. */
export function SendConfirmDialog({
  recipients,
  busy,
  onClose,
  onConfirm,
}: {
  recipients: number | undefined;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('send.confirmTitle')}
      description={recipients === undefined ? t('send.confirmText') : t('send.confirmCount', { count: recipients })}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline">{t('send.back')}</Button>
        </DialogClose>
        <Button onClick={onConfirm} disabled={busy}>
          {t('send.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
