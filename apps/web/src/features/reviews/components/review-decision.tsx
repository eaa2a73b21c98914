import { ModerateReviewSchema } from '@azubi/shared/reviews/reviews';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useDecideReview, type DecisionTarget } from '../api/decide-review';
import { ReasonFields } from './reason-fields';

/**
 * A moderator's decision on a review or a company's reply: approve, or reject with a reason from
 * the list and a note the author reads. The server's answer is a toast.
 */
export function ReviewDecision({ id, target, subject }: { id: string; target: DecisionTarget; subject: string }) {
  const { t } = useTranslation('reviews');
  const text = useSharedMessage();
  const decide = useDecideReview(id, target);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const prefix = `${target}-${id}`;

  const send = (input: Record<string, unknown>) => {
    setError(undefined);
    const parsed = ModerateReviewSchema.safeParse(input);
    if (!parsed.success) {
      setFieldError(text(parsed.error.issues[0]?.message ?? 'reviews.reasonRequired'));
      return;
    }
    setFieldError(undefined);
    decide.mutate(parsed.data, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('reviews.failed') ?? ''),
        ),
    });
  };

  return (
    <div className="grid gap-3">
      <FormAlert message={error} />
      {rejecting ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send({ decision: 'reject', reason: reason || undefined, note });
          }}
        >
          <ReasonFields
            idPrefix={prefix}
            reasonLabel={t('admin.reason')}
            noteLabel={t('admin.note')}
            reason={reason}
            onReason={setReason}
            note={note}
            onNote={setNote}
            reasonError={fieldError}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              <X aria-hidden="true" />
              {t('admin.confirmReject')}
              <span className="sr-only">: {subject}</span>
            </Button>
            <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
              {t('admin.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending} onClick={() => send({ decision: 'approve' })}>
            <Check aria-hidden="true" />
            {target === 'reply' ? t('admin.approveReply') : t('admin.approve')}
            <span className="sr-only">: {subject}</span>
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            <X aria-hidden="true" />
            {target === 'reply' ? t('admin.rejectReply') : t('admin.reject')}
            <span className="sr-only">: {subject}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
