import { localizePath } from '@azubi/shared/i18n/locales';
import type { PlacementSummary } from '@azubi/shared/placements/placements';
import { Handshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { usePlacements } from '../api/get-placements';

/**
 * The placements of the signed-in side by application, for the application lists; only asked
 * for when a list holds an accepted application. An application accepted just now (its placement
 * not yet in the loaded list) asks once more.
 */
export function usePlacementsByApplication(acceptedIds: readonly string[]): ReadonlyMap<string, PlacementSummary> {
  const query = usePlacements({}, { enabled: acceptedIds.length > 0 });
  const byApplication = new Map((query.data?.items ?? []).map((placement) => [placement.applicationId, placement]));
  const missing = acceptedIds.filter((id) => !byApplication.has(id)).join(',');
  const asked = useRef('');
  const { isSuccess, isFetching, refetch } = query;
  useEffect(() => {
    // Once per set of missing ones: an application accepted before placements existed has none.
    if (!missing || !isSuccess || isFetching || asked.current === missing) return;
    asked.current = missing;
    void refetch();
  }, [missing, isSuccess, isFetching, refetch]);
  return byApplication;
}

/** On an accepted application: a link to its placement with the progress, or why it was closed. */
export function ApplicationPlacement({
  placement,
  side,
}: {
  placement: PlacementSummary | undefined;
  side: 'candidate' | 'company';
}) {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  if (!placement) return null;
  const path = side === 'candidate' ? `/my-placement/${placement.id}` : `/employer/placements/${placement.id}`;
  const summary =
    placement.status === 'closed' && placement.closeReason
      ? t('application.closed', { reason: t(`closeReasons.${placement.closeReason}`) })
      : placement.status === 'completed'
        ? t('application.completed')
        : t('application.progress', { done: placement.progress.done, total: placement.progress.total });
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control bg-brand-50 px-3 py-2 text-sm">
      <Handshake className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className={placement.status === 'closed' ? 'font-medium text-red-900' : undefined}>{summary}</span>
      <Link
        to={localizePath(path, locale)}
        className="font-semibold text-primary underline underline-offset-4 hover:decoration-2"
      >
        {t('application.open')}
      </Link>
    </p>
  );
}
