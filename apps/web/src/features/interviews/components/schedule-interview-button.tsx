import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { preloadable } from '../../../lib/preloadable';

// The interview form, its validation and time zones load when the button is reached, not with the
// page showing it (issue 35).
const ScheduleInterviewDialog = preloadable(() =>
  import('./schedule-interview-dialog').then((module) => module.ScheduleInterviewDialog),
);

export interface ScheduleInterviewButtonProps {
  /** The candidate's user id. */
  candidateId: string;
  /** Who is invited, for the button's accessible name and the dialog's title. */
  candidateName: string;
  applicationId?: string;
  size?: 'sm' | 'md';
  variant?: 'outline' | 'primary' | 'secondary';
  /** A narrow place (a board card): the button says only "Interview". */
  compact?: boolean;
}

/**
 * "Schedule interview" (employer side: an application, the candidate's page, a conversation):
 * opens the form in a dialog; what it needs (the candidate's zone, the team) loads when it opens.
 */
export function ScheduleInterviewButton({
  candidateId,
  candidateName,
  applicationId,
  size = 'sm',
  variant = 'outline',
  compact = false,
}: ScheduleInterviewButtonProps) {
  const { t } = useTranslation('interviews');
  return (
    <LazyDialogTrigger
      preload={ScheduleInterviewDialog.preload}
      trigger={
        <Button variant={variant} size={size} aria-label={t('schedule.buttonFor', { name: candidateName })}>
          <CalendarPlus aria-hidden="true" />
          {compact ? t('schedule.buttonShort') : t('schedule.button')}
        </Button>
      }
    >
      {(state) => (
        <ScheduleInterviewDialog.Component
          candidateId={candidateId}
          candidateName={candidateName}
          applicationId={applicationId}
          {...state}
        />
      )}
    </LazyDialogTrigger>
  );
}
