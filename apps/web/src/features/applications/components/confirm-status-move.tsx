import type { ApplicationStatus, EmployerSettableStatus } from '@azubi/shared/applications/application-rules';
import { PLACEMENT_CLOSE_REASONS, type PlacementCloseReason } from '@azubi/shared/placements/placement-options';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';

export type PlacementClose = { reason: PlacementCloseReason; note: string | null };

/** A move that asks first: accepting (opens a placement) and leaving "Accepted" (closes it, with a reason). */
export function needsConfirmation(from: ApplicationStatus, to: EmployerSettableStatus): boolean {
  return to === 'accepted' || from === 'accepted';
}

/**
 * Asks before a move that opens or ends a placement (issue 29). Out of "Accepted", the placement
 * closes with the reason chosen here, which both sides see; accepting again reopens it.
 */
export function ConfirmStatusMove({
  move,
  pending,
  onCancel,
  onConfirm,
}: {
  move: { name: string; from: ApplicationStatus; to: EmployerSettableStatus } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (placement: PlacementClose | undefined) => void;
}) {
  const { t } = useTranslation('employer');
  const { t: tPlacements } = useTranslation('placements');
  const id = useId();
  const [reason, setReason] = useState<PlacementCloseReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState(false);
  const leaving = move?.from === 'accepted';

  const confirm = () => {
    if (!leaving) return onConfirm(undefined);
    if (!reason) return setError(true);
    onConfirm({ reason, note: note.trim() || null });
  };

  return (
    <Dialog
      open={move !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setNote('');
        setError(false);
        onCancel();
      }}
      title={
        move
          ? leaving
            ? t('applications.confirmMove.unacceptTitle', { name: move.name })
            : t('applications.confirmMove.acceptTitle', { name: move.name })
          : ''
      }
      description={
        move
          ? leaving
            ? t('applications.confirmMove.unacceptText', { name: move.name })
            : t('applications.confirmMove.acceptText', { name: move.name })
          : undefined
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('applications.confirmMove.cancel')}</Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {leaving ? t('applications.confirmMove.unacceptConfirm') : t('applications.confirmMove.acceptConfirm')}
          </Button>
        </>
      }
    >
      {leaving ? (
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{t('applications.confirmMove.reason')}</Label>
            <NativeSelect
              id={`${id}-reason`}
              value={reason}
              placeholder={tPlacements('close.reasonPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value as PlacementCloseReason);
                setError(false);
              }}
              options={PLACEMENT_CLOSE_REASONS.map((value) => ({
                value,
                label: tPlacements(`closeReasons.${value}`),
              }))}
            />
            {error ? (
              <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
                {t('applications.confirmMove.reasonRequired')}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{t('applications.confirmMove.note')}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={1000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
