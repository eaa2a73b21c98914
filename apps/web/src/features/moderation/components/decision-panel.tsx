import { RejectProfileSchema, type RejectProfileInput } from '@azubi/shared/moderation/moderation';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';
import { useFieldError } from '../../../hooks/use-field-error';
import { useSharedMessage } from '../../../hooks/use-shared-message';

export type Decision = 'approve' | 'reject';

/**
 * A moderator's decision on one item of a queue (a candidate's profile, a company): approve, or
 * reject with a reason the other side reads. The server's answer is a toast; a refused reason is
 * shown on its field, any other failure in the card's alert, and the reason is kept.
 */
export function DecisionPanel({
  idPrefix,
  subject,
  pending,
  approveIcon,
  approveLabel,
  confirmRejectLabel,
  reasonHint,
  submit,
}: {
  /** Unique per card: the reason field's id starts with it. */
  idPrefix: string;
  /** Who or what is decided on, read out after the buttons' labels. */
  subject: string;
  pending: boolean;
  approveIcon: ReactNode;
  approveLabel: string;
  confirmRejectLabel: string;
  reasonHint: string;
  submit: (decision: Decision, reason?: string) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('adminVerifications');
  const errorText = useFieldError();
  const text = useSharedMessage();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm<RejectProfileInput, unknown, RejectProfileInput>({
    resolver: zodResolver(RejectProfileSchema),
    defaultValues: { reason: '' },
  });

  const decide = (decision: Decision, reason?: string) => {
    setError(undefined);
    submit(decision, reason).then(
      (result) => toast({ title: result.message, variant: 'success' }),
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.fields?.reason) {
          form.setError('reason', { type: SERVER_ERROR_TYPE, message: failure.fields.reason }, { shouldFocus: true });
          return;
        }
        setError(
          failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('moderation.failed') ?? ''),
        );
      },
    );
  };

  return (
    <>
      <FormAlert message={error} />
      {rejecting ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={form.handleSubmit((values) => decide('reject', values.reason))}
        >
          <FormField
            id={`${idPrefix}-reason`}
            label={t('reason')}
            hint={reasonHint}
            error={errorText(form.formState.errors.reason)}
          >
            {(control) => <Textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} />}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
              {confirmRejectLabel}
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => decide('approve')} disabled={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : approveIcon}
            {approveLabel}
            <span className="sr-only">: {subject}</span>
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)} disabled={pending}>
            <X aria-hidden="true" />
            {t('reject')}
            <span className="sr-only">: {subject}</span>
          </Button>
        </div>
      )}
    </>
  );
}
