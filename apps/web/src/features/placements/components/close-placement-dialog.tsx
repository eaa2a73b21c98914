import { PLACEMENT_CLOSE_REASONS, type PlacementCloseReason } from '@azubi/shared/placements/placement-options';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { useClosePlacement } from '../api/close-placement';

/** "Close placement": a reason (required) and a note, confirmed in a dialog; both sides then see them. */
export function ClosePlacementDialog({ placementId }: { placementId: string }) {
  const { t } = useTranslation('placements');
  const id = useId();
  const close = useClosePlacement(placementId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<PlacementCloseReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ reason?: string; form?: string }>({});

  const submit = () => {
    setError({});
    // Without a reason the server answers with its message for the field, shown there.
    close.mutate(
      { reason: (reason || undefined) as PlacementCloseReason, note: note.trim() === '' ? null : note },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('close.done'), variant: 'success' });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.fields?.reason
              ? { reason: failure.fields.reason }
              : { form: failure.message },
          ),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="text-destructive">
          {t('close.button')}
        </Button>
      }
      title={t('close.title')}
      description={t('close.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('close.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={close.isPending} onClick={submit}>
            {t('close.confirm')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <fieldset
          className="grid gap-2"
          aria-invalid={error.reason ? true : undefined}
          aria-describedby={error.reason ? `${id}-reason-error` : undefined}
        >
          <legend className="mb-1 font-medium">{t('close.reason')}</legend>
          {PLACEMENT_CLOSE_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 rounded-control border border-border px-3">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-primary"
              />
              {t(`closeReasons.${value}`)}
            </label>
          ))}
          {error.reason ? (
            <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
              {error.reason}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-note`}>{t('close.note')}</Label>
          <Textarea
            id={`${id}-note`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {error.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error.form}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
