import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { preloadable } from '../../../lib/preloadable';

// The reason's form and the shared schema checking it load when the button is reached, not with
// the interviews (issue 35).
const CancelInterviewDialog = preloadable(() =>
  import('./cancel-interview-dialog').then((module) => module.CancelInterviewDialog),
);

/** "Cancel interview" with the reason the other side sees; the same for the candidate and the company. */
export function CancelInterviewButton({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation('interviews');
  return (
    <LazyDialogTrigger
      preload={CancelInterviewDialog.preload}
      trigger={<Button variant="outline">{t('cancelDialog.button')}</Button>}
    >
      {(state) => <CancelInterviewDialog.Component interviewId={interviewId} {...state} />}
    </LazyDialogTrigger>
  );
}
