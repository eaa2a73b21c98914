import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { FormAlert } from '../../../components/form-alert';
import {
  useAudioReports,
  useConversationReports,
  usePendingCompanies,
  usePendingVerifications,
} from '../api/moderation-api';
import { AudioReportCard } from './audio-report-card';
import { CompanyVerificationCard } from './company-verification-card';
import { ConversationReportCard } from './conversation-report-card';
import { VerificationCard } from './verification-card';

const QUEUES = ['profiles', 'companies', 'reports', 'conversations'];

/**
 * `/admin/verifications`: profiles waiting for review, companies waiting for verification, the audio
 * report queue and reported conversations.
 */
export function ModerationQueues() {
  const { t } = useTranslation('adminVerifications');
  const verifications = usePendingVerifications();
  const reports = useAudioReports();
  const pendingCompanies = usePendingCompanies();
  const companiesCount = pendingCompanies.data?.length;
  const profilesCount = verifications.data?.length;
  const reportsCount = reports.data?.length;
  const conversationReports = useConversationReports();
  const conversationsCount = conversationReports.data?.length;
  // The navigation opens a queue by its address (`?queue=reports`); the tabs then work on their own
  // (a tab is not a navigation: it never waits for the router).
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('queue');
  const queue = asked && QUEUES.includes(asked) ? asked : 'profiles';
  return (
    <Tabs
      key={queue}
      label={t('queues')}
      defaultValue={queue}
      listClassName="sm:w-full sm:max-w-2xl"
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
          value: 'companies',
          label: companiesCount === undefined ? t('companiesTab') : t('companiesTabCount', { count: companiesCount }),
          content: (
            <section aria-labelledby="companies-title" className="grid gap-4">
              <div className="grid gap-1">
                <h2 id="companies-title" className="text-xl font-semibold text-brand-950">
                  {t('companies.title')}
                </h2>
                <p className="text-sm text-muted-foreground">{t('companies.intro')}</p>
              </div>
              {pendingCompanies.isPending ? (
                <LoadingSpinner text={t('loading')} className="py-12" />
              ) : pendingCompanies.isError ? (
                <div className="grid gap-3">
                  <FormAlert message={pendingCompanies.error.message} />
                  <Button
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => void pendingCompanies.refetch()}
                  >
                    {t('retry')}
                  </Button>
                </div>
              ) : pendingCompanies.data.length === 0 ? (
                <p className="text-muted-foreground">{t('companies.none')}</p>
              ) : (
                <ul className="grid gap-4">
                  {pendingCompanies.data.map((item) => (
                    <CompanyVerificationCard key={item.companyId} item={item} />
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
        {
          value: 'conversations',
          label:
            conversationsCount === undefined
              ? t('conversationsTab')
              : t('conversationsTabCount', { count: conversationsCount }),
          content: (
            <section aria-labelledby="conversation-reports-title" className="grid gap-4">
              <div className="grid gap-1">
                <h2 id="conversation-reports-title" className="text-xl font-semibold text-brand-950">
                  {t('conversations.title')}
                </h2>
                <p className="text-sm text-muted-foreground">{t('conversations.intro')}</p>
              </div>
              {conversationReports.isPending ? (
                <LoadingSpinner text={t('loading')} className="py-12" />
              ) : conversationReports.isError ? (
                <div className="grid gap-3">
                  <FormAlert message={conversationReports.error.message} />
                  <Button
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => void conversationReports.refetch()}
                  >
                    {t('retry')}
                  </Button>
                </div>
              ) : conversationReports.data.length === 0 ? (
                <p className="text-muted-foreground">{t('conversations.none')}</p>
              ) : (
                <ul className="grid gap-4">
                  {conversationReports.data.map((report) => (
                    <ConversationReportCard key={report.id} report={report} />
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
