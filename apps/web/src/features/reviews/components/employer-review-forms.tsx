import { ReportReviewSchema, ReviewReplySchema, type EmployerReview } from '@azubi/shared/reviews/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useReplyToReview } from '../api/reply-to-review';
import { useReportReview } from '../api/report-review';
import { ReasonFields } from './reason-fields';

// The forms behind the company's "Reply" and "Report" under a review (employer-review-actions.tsx),
// with the shared schemas checking them: loaded when a button is reached, not with the profile (issue 35).

/** The company's public reply to a review, checked with the shared schema (moderated after sending). */
export function ReplyForm({ review, onDone }: { review: EmployerReview; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const text = useSharedMessage();
  const reply = useReplyToReview(review.id);
  const [value, setValue] = useState(review.ownReply?.text ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const id = `reply-${review.id}`;
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const parsed = ReviewReplySchema.safeParse({ text: value });
        if (!parsed.success) {
          setFieldError(text(parsed.error.issues[0]?.message ?? 'reviews.replyRequired'));
          return;
        }
        setFieldError(undefined);
        reply.mutate(
          { text: value },
          {
            onSuccess: (result) => {
              toast({ title: result.message, variant: 'success' });
              onDone();
            },
            onError: (failure) =>
              failure instanceof ApiError && failure.fields?.text
                ? setFieldError(failure.fields.text)
                : setError(failure.message),
          },
        );
      }}
    >
      <FormAlert message={error} />
      <FormField id={id} label={t('employer.replyLabel')} hint={t('employer.replyHint')} error={fieldError}>
        {(control) => (
          <Textarea {...control} maxLength={1000} value={value} onChange={(event) => setValue(event.target.value)} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {t('employer.sendReply')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('employer.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The company's report of a review to the moderators, with a reason. */
export function ReportForm({ review, onDone }: { review: EmployerReview; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const text = useSharedMessage();
  const report = useReportReview(review.id);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const id = `report-${review.id}`;
  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label={t('employer.reportTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const parsed = ReportReviewSchema.safeParse({ reason, note });
        if (!parsed.success) {
          setFieldError(text(parsed.error.issues[0]?.message ?? 'reviews.reportReasonRequired'));
          return;
        }
        setFieldError(undefined);
        report.mutate(
          { reason: parsed.data.reason, note },
          {
            onSuccess: (result) => {
              toast({ title: result.message, variant: 'success' });
              onDone();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <FormAlert message={error} />
      <ReasonFields
        idPrefix={id}
        reasonLabel={t('employer.reportReason')}
        noteLabel={t('employer.reportNote')}
        reason={reason}
        onReason={setReason}
        note={note}
        onNote={setNote}
        reasonError={fieldError}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          {t('employer.sendReport')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('employer.cancel')}
        </Button>
      </div>
    </form>
  );
}
