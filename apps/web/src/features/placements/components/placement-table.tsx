import { localizePath } from '@azubi/shared/i18n/locales';
import type { PlacementSummary } from '@azubi/shared/placements/placements';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { daysToFirstDayText, formatCalendarDate, ownerLabelKey } from '../placement-view';
import { PlacementProgress } from './placement-progress';
import { PlacementStatusBadge } from './placement-status-badge';

/** The company's placements: a table from 1024 px, a card each on smaller screens. */
export function PlacementTable({ placements }: { placements: readonly PlacementSummary[] }) {
  const { t } = useTranslation('placements');
  return (
    <>
      <table className="hidden w-full text-left lg:table">
        <caption className="sr-only">{t('employer.listLabel')}</caption>
        <thead className="bg-muted text-sm">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.candidate')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.progress')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.nextStep')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.firstDay')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.overdue')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('employer.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {placements.map((placement) => (
            <tr key={placement.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <CandidateLink placement={placement} />
                <p className="text-sm text-muted-foreground">{placement.listing.title}</p>
              </th>
              <td className="min-w-40 px-3 py-3">
                <PlacementProgress done={placement.progress.done} total={placement.progress.total} />
              </td>
              <td className="px-3 py-3">
                <NextStep placement={placement} />
              </td>
              <td className="px-3 py-3">
                <FirstDay placement={placement} />
              </td>
              <td className="px-3 py-3">
                <Overdue count={placement.overdueSteps} />
              </td>
              <td className="px-3 py-3">
                <PlacementStatusBadge status={placement.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-4 lg:hidden" aria-label={t('employer.listLabel')}>
        {placements.map((placement) => (
          <li key={placement.id}>
            <article
              aria-labelledby={`placement-card-${placement.id}`}
              className="grid gap-3 rounded-card border border-border bg-background p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`placement-card-${placement.id}`} className="min-w-0 text-lg font-semibold text-brand-950">
                  <CandidateLink placement={placement} />
                </h2>
                <PlacementStatusBadge status={placement.status} />
              </div>
              <p className="text-sm break-words text-muted-foreground">{placement.listing.title}</p>
              <PlacementProgress done={placement.progress.done} total={placement.progress.total} />
              <dl className="grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-semibold">{t('employer.columns.nextStep')}</dt>
                  <dd>
                    <NextStep placement={placement} />
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('employer.columns.firstDay')}</dt>
                  <dd>
                    <FirstDay placement={placement} />
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('employer.columns.overdue')}</dt>
                  <dd>
                    <Overdue count={placement.overdueSteps} />
                  </dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function CandidateLink({ placement }: { placement: PlacementSummary }) {
  const locale = useLocale();
  return (
    <Link
      to={localizePath(`/employer/placements/${placement.id}`, locale)}
      className="font-semibold break-words text-primary underline-offset-4 hover:underline"
    >
      {placement.candidate.name}
    </Link>
  );
}

function NextStep({ placement }: { placement: PlacementSummary }) {
  const { t } = useTranslation('placements');
  if (!placement.nextStep) return <span className="text-muted-foreground">{t('employer.noNextStep')}</span>;
  const owner = ownerLabelKey(placement.nextStep.owner, 'company');
  return (
    <span className="grid gap-0.5">
      <span>{t(`steps.${placement.nextStep.key}.title`)}</span>
      <span className="text-sm text-muted-foreground">
        {t('employer.nextStepOwner', { owner: t(`owners.${owner}`) })}
      </span>
    </span>
  );
}

function FirstDay({ placement }: { placement: PlacementSummary }) {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  if (!placement.expectedFirstDay) return <span className="text-muted-foreground">{t('tracker.firstDayUnknown')}</span>;
  const days = daysToFirstDayText(placement.daysToFirstDay);
  return (
    <span className="grid gap-0.5">
      <span>{formatCalendarDate(placement.expectedFirstDay, locale)}</span>
      {days && placement.status === 'active' ? (
        <span className="text-sm text-muted-foreground">
          {days.key === 'today' ? t('tracker.today') : t(`tracker.${days.key}`, { count: days.count })}
        </span>
      ) : null}
    </span>
  );
}

function Overdue({ count }: { count: number }) {
  if (count === 0) return <span>0</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-destructive">
      <AlertTriangle className="size-4" aria-hidden="true" />
      {count}
    </span>
  );
}
