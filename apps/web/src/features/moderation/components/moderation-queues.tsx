import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { FormAlert } from '../../auth/components/form-alert';
import { useAudioReports, usePendingVerifications } from '../api/moderation-api';
import { AudioReportCard } from './audio-report-card';
import { VerificationCard } from './verification-card';

/** `/admin/verifications`: profiles waiting for review, and the audio report queue. */
export function ModerationQueues() {
  const { t } = useTranslation('adminVerifications');
  const verifications = usePendingVerifications();
  const reports = useAudioReports();
  const profilesCount = verifications.data?.length;
  const reportsCount = reports.data?.length;
  return (
    <Tabs
      label={t('queues')}
      listClassName="sm:w-full sm:max-w-md"
      items={[
        {
          value: 'profiles',
          label: profilesCount === undefined ? t('profilesTab') : t('profilesTabCount', { count: profilesCount }),
          content: (
            <section aria-labelledby="profiles-title" className="grid gap-4">
              <h2 id="profiles-title" className="text-xl font-semibold text-brand-950">
                {t('profilesTitle')}
              </h2>
              {verifications.isPending ? (
                <LoadingSpinner text={t('loading')} className="py-12" />
              ) : verifications.isError ? (
                <div className="grid gap-3">
                  <FormAlert message={verifications.error.message} />
                  <Button variant="outline" className="justify-self-start" onClick={() => void verifications.refetch()}>
                    {t('retry')}
                  </Button>
                </div>
              ) : verifications.data.length === 0 ? (
                <p className="text-muted-foreground">{t('noProfiles')}</p>
              ) : (
                <ul className="grid gap-4">
                  {verifications.data.map((item) => (
                    <VerificationCard key={item.candidateId} item={item} />
                  ))}
                </ul>
              )}
            </section>
          ),
        },
        {
          value: 'reports',
          label: reportsCount === undefined ? t('reportsTab') : t('reportsTabCount', { count: reportsCount }),
          content: (
            <section aria-labelledby="reports-title" className="grid gap-4">
              <h2 id="reports-title" className="text-xl font-semibold text-brand-950">
                {t('reportsTitle')}
              </h2>
              {reports.isPending ? (
                <LoadingSpinner text={t('loading')} className="py-12" />
              ) : reports.isError ? (
                <div className="grid gap-3">
                  <FormAlert message={reports.error.message} />
                  <Button variant="outline" className="justify-self-start" onClick={() => void reports.refetch()}>
                    {t('retry')}
                  </Button>
                </div>
              ) : reports.data.length === 0 ? (
                <p className="text-muted-foreground">{t('noReports')}</p>
              ) : (
                <ul className="grid gap-4">
                  {reports.data.map((report) => (
                    <AudioReportCard key={report.id} report={report} />
                  ))}
                </ul>
              )}
            </section>
          ),
        },
      ]}
    />
  );
}
