import { translate } from '../../../i18n/shared-text';
import { utcToLocalDateTime } from '@azubi/shared/interviews/interview-time';
import { RescheduleInterviewSchema, type Interview } from '@azubi/shared/interviews/interviews';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { InterviewForm, type InterviewFormValues } from './interview-form';

/** The schema's `date`/`time` are the form's first (only) time. */
const mapPath = (path: string) => (path === 'date' || path === 'time' ? `slots.0.${path}` : path);

/**
 * The dialog behind "Change time": a new time (and meeting details) in the employer's zone; the
 * candidate accepts it again. Loaded when its button is reached (reschedule-button.tsx).
 */
export function RescheduleDialog({
  interview,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: LazyDialogState & { interview: Interview }) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const reschedule = useRescheduleInterview(interview.id);
  const zone = interview.timezone;
  const current = interview.startsAt ? utcToLocalDateTime(interview.startsAt, zone) : { date: '', time: '' };
  const toInput = (values: InterviewFormValues) => ({
    date: values.slots[0]?.date ?? '',
    time: values.slots[0]?.time ?? '',
    durationMinutes: values.durationMinutes,
    timezone: zone,
    platform: values.platform,
    videoLink: values.videoLink,
    message: values.message,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-w-2xl"
      title={t('reschedule.title')}
      description={t('reschedule.description')}
    >
      <InterviewForm
        defaultValues={{
          slots: [current],
          durationMinutes: String(interview.durationMinutes),
          platform: interview.platform,
          videoLink: interview.videoLink,
          message: interview.message ?? '',
          interviewerId: '',
        }}
        employerZone={zone}
        candidateZone={interview.candidate.timezone}
        check={(values) => RescheduleInterviewSchema.safeParse(toInput(values))}
        mapPath={mapPath}
        submitLabel={t('reschedule.submit')}
        failedKey="interviews.rescheduleFailed"
        onSubmit={async (values) => {
          await reschedule.mutateAsync(toInput(values));
          toast({ title: translate(locale, 'interviews.rescheduled'), variant: 'success' });
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
