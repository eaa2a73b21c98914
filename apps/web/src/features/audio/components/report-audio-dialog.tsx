import { AUDIO_REPORT_REASONS, AudioReportInputSchema, type AudioReportInput } from '@azubi/shared/audio/audio';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';
import { useFieldError } from '../../../hooks/use-field-error';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useReportAudio } from '../api/audio-api';

type Values = { reason: string; description: string };

/**
 * The dialog behind "Report this recording" (report-audio-button.tsx, spec §3, §5, §6): a reason
 * is required ("Please select a reason for reporting"), details are asked for and required for
 * "other". The report lands in the moderators' queue at /admin/verifications. Its texts are in the
 * `profileEditor` namespace; a page that shows it loads that namespace.
 */
export function ReportAudioDialog({
  candidateId,
  candidateName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: LazyDialogState & { candidateId: string; candidateName: string }) {
  const { t } = useTranslation('profileEditor');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('report.title')}
      description={t('report.description', { name: candidateName })}
    >
      {open ? <ReportForm candidateId={candidateId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ReportForm({ candidateId, onDone }: { candidateId: string; onDone: () => void }) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const errorText = useFieldError();
  const report = useReportAudio(candidateId);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, AudioReportInput>({
    // The select's empty choice is '' until the schema has checked it is one of the reasons.
    resolver: zodResolver(AudioReportInputSchema) as unknown as Resolver<Values, unknown, AudioReportInput>,
    defaultValues: { reason: '', description: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    report.mutate(values, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const field of ['reason', 'description'] as const) {
            const message = error.fields[field];
            if (message) {
              setError(field, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
              return;
            }
          }
        }
        setFormError(
          error instanceof ApiError && error.status !== 0 ? error.message : (text('audio.reportFailed') ?? ''),
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={formError} />
      <FormField id="report-reason" label={t('report.reason')} error={errorText(errors.reason)}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('reason')}
            placeholder={t('report.choose')}
            options={AUDIO_REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
          />
        )}
      </FormField>
      <FormField
        id="report-description"
        label={t('report.details')}
        hint={t('report.detailsHint')}
        error={errorText(errors.description)}
      >
        {(control) => <Textarea {...control} {...register('description')} maxLength={1000} rows={4} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('report.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
