import type { AdminAnalytics } from '@azubi/shared/admin/admin-analytics';
import { useTranslation } from 'react-i18next';
import type { Period } from '../api/admin-analytics';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';
import { RankedFigures } from './ranked-figures';

type Step = { step: string; count: number };

/** The candidate and the employer funnel, each as bars and a table with the share of its first step. */
export function PlatformFunnels({ funnels, period }: { funnels: AdminAnalytics['funnels']; period: Period }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const label = (row: Step) => t(`funnels.steps.${row.step}` as 'funnels.steps.visit');
  // Shares are of the sign-ups: visits count only visitors who allowed analytics, so they are no base.
  const columns = (signups: number) => [
    { key: 'step', header: t('funnels.step'), cell: label, rowHeader: true },
    { key: 'count', header: t('funnels.count'), cell: (row: Step) => format.count(row.count), numeric: true },
    {
      key: 'share',
      header: t('funnels.share'),
      cell: (row: Step) => format.percent(signups && row.step !== 'visit' ? row.count / signups : null),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="admin-analytics-funnels" className="grid gap-4">
      <h2 id="admin-analytics-funnels" className="sr-only">
        {t('funnels.candidateTitle')} · {t('funnels.employerTitle')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedFigures
          title={t('funnels.candidateTitle')}
          note={t('funnels.candidateNote')}
          table="candidate-funnel"
          period={period}
          rows={funnels.candidate}
          chart={(row) => ({ label: label(row), value: row.count })}
          valueName={t('funnels.count')}
          columns={columns(funnels.candidate.find((row) => row.step === 'signup')?.count ?? 0)}
          rowKey={(row) => row.step}
        />
        <RankedFigures
          title={t('funnels.employerTitle')}
          note={t('funnels.employerNote')}
          table="employer-funnel"
          period={period}
          rows={funnels.employer}
          chart={(row) => ({ label: label(row), value: row.count })}
          valueName={t('funnels.count')}
          columns={columns(funnels.employer.find((row) => row.step === 'signup')?.count ?? 0)}
          rowKey={(row) => row.step}
        />
      </div>
    </section>
  );
}
