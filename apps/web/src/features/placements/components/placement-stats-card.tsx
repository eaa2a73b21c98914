import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card';
import { usePlacementStats } from '../api/get-placement-stats';

const PlacementStatsChart = lazy(() =>
  import('./placement-stats-chart').then((module) => ({ default: module.PlacementStatsChart })),
);

/** Employer analytics: time from acceptance to arrival and the median days to each step, as a table. */
export function PlacementStatsCard() {
  const { t } = useTranslation('placements');
  const query = usePlacementStats();
  const days = (value: number | null) =>
    value === null ? t('stats.notYet') : t('stats.days', { count: Math.round(value * 10) / 10 });

  let body;
  if (query.isPending) body = null;
  else if (query.isError) body = <p className="text-sm text-destructive">{t('stats.loadFailed')}</p>;
  else {
    const stats = query.data;
    const steps = stats.steps.filter((step) => step.done > 0 || step.medianDays !== null);
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['arrivals', String(stats.arrivals)],
              ['medianToArrival', days(stats.medianDaysToArrival)],
              ['active', String(stats.active)],
              ['overdue', String(stats.overdueSteps)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-control bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{t(`stats.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stats.empty')}</p>
        ) : (
          <>
            <Suspense fallback={null}>
              <PlacementStatsChart steps={steps} />
            </Suspense>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-describedby="placement-stats-intro">
                <thead className="bg-muted text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('stats.step')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('stats.done')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('stats.median')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((step) => (
                    <tr key={step.key} className="border-t border-border">
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        {t(`steps.${step.key}.title`)}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{step.done}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{days(step.medianDays)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <TitledCard id="placement-stats" title={t('stats.title')} className="content-start gap-3">
      <p id="placement-stats-intro" className="text-sm text-muted-foreground">
        {t('stats.intro')}
      </p>
      {body}
    </TitledCard>
  );
}
