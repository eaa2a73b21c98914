import { CancelInterviewSchema, INTERVIEW_REASON_MAX } from '@azubi/shared/interviews/interviews';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-toast';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { toast } from '../../../components/ui/use-toast';
import { translate } from '../../../i18n/shared-text';
import { useLocale } from '../../../i18n/use-locale';
import { useCancelInterview } from '../api/cancel-interview';
import { firstProblem } from '../schema-check';
import { TextDialog } from './text-dialog';

/**
 * The dialog behind "Cancel interview", asking for the reason the other side sees; the same for the
 * candidate and the company. Loaded when its button is reached (cancel-interview-button.tsx).
 */
export function CancelInterviewDialog({ interviewId, ...state }: LazyDialogState & { interviewId: string }) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const cancel = useCancelInterview(interviewId);
  return (
    <TextDialog
      {...state}
      title={t('cancelDialog.title')}
      description={t('cancelDialog.text')}
      label={t('cancelDialog.reason')}
      submitLabel={t('cancelDialog.submit')}
      cancelLabel={t('cancelDialog.keep')}
      maxLength={INTERVIEW_REASON_MAX}
      destructive
      check={(reason) => firstProblem(CancelInterviewSchema.safeParse({ reason }))}
      onSubmit={async (reason) => {
        try {
          await cancel.mutateAsync({ reason });
          toast({ title: translate(locale, 'interviews.canceled'), variant: 'success' });
        } catch (error) {
          throw new Error(failureText(error, translate(locale, 'interviews.cancelFailed')), { cause: error });
        }
      }}
    />
  );
}
