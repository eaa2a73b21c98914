import type { AnalyticsFigures } from '@azubi/shared/analytics/employer-analytics';
import { ANALYTICS_STAGES } from '@azubi/shared/analytics/employer-analytics-options';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

/** Median time to the first answer and in each open stage. */
export function StageTimes({ totals }: { totals: AnalyticsFigures }) {
  const { t } = useTranslation('analytics');
  const { t: tApps } = useTranslation('applications');
  const format = useAnalyticsFormat();
  const value = (seconds: number | null) => (seconds === null ? t('stages.notYet') : format.duration(seconds));
  return (
    <TitledCard id="analytics-stages" title={t('stages.title')} className="content-start gap-3">
      <p id="analytics-stages-intro" className="text-sm text-muted-foreground">
        {t('stages.intro')}
      </p>
      <table className="w-full text-sm" aria-describedby="analytics-stages-intro">
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('stages.stage')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('stages.median')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-border">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {t('stages.firstResponse')}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{value(totals.medianFirstResponseSeconds)}</td>
          </tr>
          {ANALYTICS_STAGES.map((stage) => (
            <tr key={stage} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {tApps(`statuses.${stage}`)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{value(totals.medianStageSeconds[stage])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledCard>
  );
}
