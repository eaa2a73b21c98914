import { localizePath } from '@azubi/shared/i18n/locales';
import { translate } from '../../../i18n/shared-text';
import {
  INTERVIEW_DURATION_DEFAULT,
  ScheduleInterviewSchema,
  type ScheduleContext,
} from '@azubi/shared/interviews/interviews';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useMe } from '../../../lib/account/use-me';
import { useScheduleContext } from '../api/get-schedule-context';
import { useScheduleInterview } from '../api/schedule-interview';
import { InterviewForm, type InterviewFormValues } from './interview-form';

/**
 * The dialog behind "Schedule interview" (schedule-interview-button.tsx), loaded when its button is
 * reached: what the form needs (the candidate's zone, the team) loads when it opens.
 */
export function ScheduleInterviewDialog({
  candidateId,
  candidateName,
  applicationId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: LazyDialogState & { candidateId: string; candidateName: string; applicationId?: string }) {
  const { t } = useTranslation('interviews');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-w-2xl"
      title={t('schedule.title', { name: candidateName })}
      description={t('schedule.description')}
    >
      <ScheduleContent candidateId={candidateId} applicationId={applicationId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ScheduleContent({
  candidateId,
  applicationId,
  onDone,
}: {
  candidateId: string;
  applicationId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('interviews');
  const context = useScheduleContext(candidateId);
  if (context.isPending) return <LoadingSpinner text={t('schedule.loading')} className="py-10" />;
  if (context.isError)
    return <LoadError message={context.error.message} retryLabel={t('retry')} onRetry={() => void context.refetch()} />;
  if (!context.data.canSchedule) return <PlanEnded />;
  return <ScheduleForm context={context.data} applicationId={applicationId} onDone={onDone} />;
}

/** The trial or plan ended: interviews are a plan's; the way to one instead of a form. */
function PlanEnded() {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <p role="alert" className="flex items-start gap-2 rounded-control bg-secondary px-3 py-2.5 font-medium">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {translate(locale, 'interviews.planRequired')}
      </p>
      <Button asChild className="justify-self-start">
        <Link to={localizePath('/subscription', locale)}>{t('schedule.planLink')}</Link>
      </Button>
    </div>
  );
}

function ScheduleForm({
  context,
  applicationId,
  onDone,
}: {
  context: ScheduleContext;
  applicationId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const schedule = useScheduleInterview();
  const meId = useMe({ enabled: false }).data?.user.id;
  const interviewerId = context.interviewers.some((person) => person.id === meId)
    ? (meId ?? '')
    : (context.interviewers[0]?.id ?? '');
  const toInput = (values: InterviewFormValues) => ({
    candidateId: context.candidate.id,
    applicationId,
    interviewerId: values.interviewerId || undefined,
    slots: values.slots,
    durationMinutes: values.durationMinutes,
    timezone: context.employerTimezone,
    platform: values.platform,
    videoLink: values.videoLink,
    message: values.message,
  });
  return (
    <InterviewForm
      defaultValues={{
        slots: [{ date: '', time: '' }],
        durationMinutes: String(INTERVIEW_DURATION_DEFAULT),
        platform: 'google_meet',
        videoLink: '',
        message: '',
        interviewerId,
      }}
      employerZone={context.employerTimezone}
      candidateZone={context.candidate.timezone}
      interviewers={context.interviewers}
      allowSeveral
      check={(values) => ScheduleInterviewSchema.safeParse(toInput(values))}
      submitLabel={t('schedule.submit')}
      failedKey="interviews.scheduleFailed"
      onSubmit={async (values) => {
        await schedule.mutateAsync(toInput(values));
        toast({ title: translate(locale, 'interviews.scheduled'), variant: 'success' });
        onDone();
      }}
    />
  );
}
