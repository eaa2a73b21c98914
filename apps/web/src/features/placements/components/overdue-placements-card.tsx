import { localizePath } from '@azubi/shared/i18n/locales';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { usePlacements } from '../api/get-placements';

/** The company's dashboard: placements with overdue steps, each linking to its tracker. Nothing when none. */
export function OverduePlacementsCard() {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const query = usePlacements({ status: 'active', sort: 'first_day' });
  const overdue = (query.data?.items ?? []).filter((placement) => placement.overdueSteps > 0);
  if (overdue.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="overdue-placements" className="grid gap-3 border-destructive p-4 sm:p-6">
      <h2 id="overdue-placements" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        {t('overdueCard.title')}
      </h2>
      <ul className="grid gap-2">
        {overdue.map((placement) => (
          <li key={placement.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={localizePath(`/employer/placements/${placement.id}`, locale)}
              className="font-semibold break-words text-primary underline-offset-4 hover:underline"
            >
              {placement.candidate.name}
            </Link>
            <span className="text-sm font-medium text-destructive">
              {t('overdueCard.text', { count: placement.overdueSteps })}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={localizePath('/employer/placements', locale)}
        className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('overdueCard.all')}
      </Link>
    </Card>
  );
}
