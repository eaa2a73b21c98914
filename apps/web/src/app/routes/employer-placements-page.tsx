import { localizePath } from '@azubi/shared/i18n/locales';
import {
  PLACEMENT_SORTS,
  PLACEMENT_STATUSES,
  type PlacementSort,
  type PlacementStatus,
} from '@azubi/shared/placements/placement-options';
import { Handshake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressParams } from '../../hooks/use-address-params';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { usePlacements } from '../../features/placements/api/get-placements';
import { PlacementTable } from '../../features/placements/components/placement-table';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/employer/placements` (issue 20): every placement of the company with its progress, the next
 * step and whose it is, the days to the first day and overdue steps; sortable, filterable by
 * status (both kept in the address). A table on wide screens, cards on a phone.
 */
export function EmployerPlacementsPage() {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const id = useId();
  const { params, update } = useAddressParams();
  const sortParam = params.get('sort') ?? '';
  const sort: PlacementSort = (PLACEMENT_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as PlacementSort)
    : 'first_day';
  const statusParam = params.get('status') ?? '';
  const status: PlacementStatus | 'all' = (PLACEMENT_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as PlacementStatus)
    : 'all';
  const query = usePlacements({ sort, status });
  const change = (name: string, value: string, fallback: string) =>
    update((next) => {
      if (value === fallback) next.delete(name);
      else next.set(name, value);
    });

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('loadingList')} className="py-16" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <Handshake className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('employer.emptyTitle')}</p>
        <p className="text-muted-foreground">{t('employer.emptyText')}</p>
        <Button asChild variant="outline">
          <Link to={localizePath('/employer/applications', locale)}>{t('employer.applicationsLink')}</Link>
        </Button>
      </div>
    );
  else content = <PlacementTable placements={query.data.items} />;

  return (
    <>
      <title>{t('employerDocumentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('employer.title')}</h1>
        <p className="text-muted-foreground">{t('employer.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-sort`}>{t('employer.sort')}</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => change('sort', event.target.value, 'first_day')}
            options={PLACEMENT_SORTS.map((value) => ({ value, label: t(`employer.sorts.${value}`) }))}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-status`}>{t('employer.status')}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => change('status', event.target.value, 'all')}
            options={(['all', ...PLACEMENT_STATUSES] as const).map((value) => ({
              value,
              label: t(`employer.statuses.${value}`),
            }))}
          />
        </div>
      </div>
      <div aria-busy={query.isPlaceholderData}>{content}</div>
    </>
  );
}
