import { INTERVIEW_REASON_MAX, RespondInterviewSchema } from '@azubi/shared/interviews/interviews';
import { useTranslation } from 'react-i18next';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { firstProblem } from '../schema-check';
import { TextDialog } from './text-dialog';

interface RespondTextDialogProps extends LazyDialogState {
  /** Sends the text; rejects with the message to show in the dialog. */
  onSubmit: (text: string) => Promise<void>;
}

/**
 * The candidate's "Ask for another time": which times would suit, checked with the shared schema.
 * Loaded when its button is reached (candidate-actions.tsx), with the schema.
 */
export function NewTimeDialog({ onSubmit, ...state }: RespondTextDialogProps) {
  const { t } = useTranslation('interviews');
  return (
    <TextDialog
      {...state}
      title={t('respond.newTimeTitle')}
      description={t('respond.newTimeText')}
      label={t('respond.newTimeNote')}
      submitLabel={t('respond.newTimeSubmit')}
      cancelLabel={t('cancel')}
      maxLength={INTERVIEW_REASON_MAX}
      check={(note) => firstProblem(RespondInterviewSchema.safeParse({ response: 'request_new_time', note }))}
      onSubmit={onSubmit}
    />
  );
}

/** The candidate's "Decline", with an optional reason; loaded like NewTimeDialog. */
export function DeclineDialog({ onSubmit, ...state }: RespondTextDialogProps) {
  const { t } = useTranslation('interviews');
  return (
    <TextDialog
      {...state}
      title={t('respond.declineTitle')}
      description={t('respond.declineText')}
      label={t('respond.declineReason')}
      submitLabel={t('respond.declineSubmit')}
      cancelLabel={t('cancel')}
      maxLength={INTERVIEW_REASON_MAX}
      destructive
      check={(reason) => firstProblem(RespondInterviewSchema.safeParse({ response: 'decline', reason }))}
      onSubmit={onSubmit}
    />
  );
}
