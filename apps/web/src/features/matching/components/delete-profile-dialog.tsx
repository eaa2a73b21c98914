import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useDeleteSearchProfile } from '../api/delete-search-profile';
import type { ProfileKind } from '../api/search-profile-kinds';

/**
 * The confirmation before a profile is deleted, naming it. It lives in the list, not the card:
 * once the profile is gone, focus moves to `focusAfter` (the list's heading), as the button that
 * opened the dialog went with the card.
 */
export function DeleteProfileDialog({
  kind,
  target,
  onClose,
  focusAfter,
}: {
  kind: ProfileKind;
  target: { id: string; name: string } | null;
  onClose: () => void;
  focusAfter: () => void;
}) {
  const { t } = useTranslation('matching');
  const remove = useDeleteSearchProfile(kind);
  const [failure, setFailure] = useState<string>();
  const [deleted, setDeleted] = useState(false);
  // The name stays in the title while the dialog closes.
  const [last, setLast] = useState(target);
  if (target && target !== last) setLast(target);
  const name = (target ?? last)?.name ?? '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(undefined);
          onClose();
        }
      }}
      onCloseAutoFocus={(event) => {
        if (!deleted) return;
        event.preventDefault();
        setDeleted(false);
        focusAfter();
      }}
      title={t('delete.title', { name })}
      description={t('delete.text')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (!target) return;
              setFailure(undefined);
              remove.mutate(target.id, {
                onSuccess: () => {
                  toast({ title: t('delete.done', { name }), variant: 'success' });
                  setDeleted(true);
                  onClose();
                },
                onError: (error) => setFailure(failureText(error, t('delete.failed', { name }))),
              });
            }}
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      {failure ? <FormAlert message={failure} /> : null}
    </Dialog>
  );
}
