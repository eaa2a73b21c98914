import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ApiError } from '../../../lib/api-error';
import { usePlacement } from '../api/get-placement';
import { PlacementTracker } from './placement-tracker';

/** Loads one placement and shows its tracker; a placement one may not see reads as not found. */
export function PlacementDetail({ id }: { id: string }) {
  const { t } = useTranslation('placements');
  const query = usePlacement(id);
  if (query.isPending) return <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <LoadError
        title={missing ? t('notFound') : undefined}
        message={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <title>
        {t('trackerDocumentTitle', {
          name: query.data.mySide === 'candidate' ? query.data.company.name : query.data.candidate.name,
        })}
      </title>
      <PlacementTracker placement={query.data} />
    </>
  );
}
