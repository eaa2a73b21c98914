import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { preloadable } from '../../../lib/preloadable';

// The report's form and its validation load when the button is reached, not with the page (issue 35).
const ReportAudioDialog = preloadable(() => import('./report-audio-dialog').then((module) => module.ReportAudioDialog));

/**
 * "Report this recording" for anyone who can hear a candidate's audio introduction (spec §3, §5,
 * §6). Its texts are in the `profileEditor` namespace; a page that shows it loads that namespace.
 */
export function ReportAudioButton({ candidateId, candidateName }: { candidateId: string; candidateName: string }) {
  const { t } = useTranslation('profileEditor');
  return (
    <LazyDialogTrigger
      preload={ReportAudioDialog.preload}
      trigger={
        <Button variant="ghost" size="sm">
          <Flag aria-hidden="true" />
          {t('report.open')}
        </Button>
      }
    >
      {(state) => <ReportAudioDialog.Component candidateId={candidateId} candidateName={candidateName} {...state} />}
    </LazyDialogTrigger>
  );
}
