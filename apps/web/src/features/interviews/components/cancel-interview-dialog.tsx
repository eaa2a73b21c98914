import { CancelInterviewSchema, INTERVIEW_REASON_MAX } from '@azubi/shared/interviews/interviews';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-toast';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { translate } from '../../../i18n/shared-text';
import { useLocale } from '../../../i18n/use-locale';
import { useCancelInterview } from '../api/cancel-interview';
import { firstProblem } from '../schema-check';
import { TextDialog } from './text-dialog';

/** "Cancel interview" with the reason the other side sees; the same for the candidate and the company. */
export function CancelInterviewDialog({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const cancel = useCancelInterview(interviewId);
  return (
    <TextDialog
      trigger={<Button variant="outline">{t('cancelDialog.button')}</Button>}
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
