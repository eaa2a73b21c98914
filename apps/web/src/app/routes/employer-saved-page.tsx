import { Bookmark } from 'lucide-react';
import { CandidateActions } from '../candidate-actions';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useMe } from '../../lib/account/use-me';
import { PlanRequiredPanel } from '../../features/billing';
import { useSavedCandidates } from '../../features/candidates/api/saved-candidates';
import { CandidateCard } from '../../features/candidates/components/candidate-card';
import { CandidateNotes } from '../../features/candidates/components/candidate-notes';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';

/**
 * `/employer/saved`: the candidates the team saved (from search, a candidate's page, or by
 * shortlisting an application), each with the team's private notes.
 */
export function EmployerSavedPage() {
  const { t } = useTranslation('candidates');
  const format = useListingFormat();
  const locale = useLocale();
  const saved = useSavedCandidates();
  const canManage = useMe({ enabled: false }).data?.company?.teamRole === 'admin';

  let content;
  if (saved.isPending) content = <LoadingSpinner size="lg" className="py-16" />;
  // The trial or plan is over (the server refuses): what is locked and the way to buy.
  else if (saved.error instanceof ApiError && saved.error.status === 403)
    content = <PlanRequiredPanel canManage={canManage} />;
  else if (saved.isError)
    content = <LoadError message={saved.error.message} retryLabel={t('retry')} onRetry={() => void saved.refetch()} />;
  else if (saved.data.length === 0)
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <Bookmark className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('savedPage.empty')}</p>
        <Link to={localizePath('/employer/candidates', locale)} className="font-medium text-primary underline">
          {t('savedPage.toSearch')}
        </Link>
      </div>
    );
  else
    content = (
      <ul className="grid gap-4">
        {saved.data.map(({ candidate, notes, savedAt, savedBy }) => (
          <li key={candidate.id}>
            <CandidateCard
              candidate={candidate}
              from="saved"
              actions={<CandidateActions candidate={candidate} saved={true} />}
              footer={
                <>
                  <p className="text-sm text-muted-foreground">
                    {savedBy
                      ? t('savedPage.savedBy', { name: savedBy, date: format.date(savedAt) })
                      : t('savedPage.savedOn', { date: format.date(savedAt) })}
                  </p>
                  <details className="rounded-control border border-border px-3 py-2" open={notes.length > 0}>
                    <summary className="flex min-h-9 cursor-pointer items-center font-medium">
                      {t('savedPage.notes', { count: notes.length })}
                    </summary>
                    <div className="mt-2">
                      <CandidateNotes candidateId={candidate.id} initial={notes} />
                    </div>
                  </details>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <title>{t('savedPage.documentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('savedPage.title')}</h1>
        <p className="text-muted-foreground">{t('savedPage.intro')}</p>
      </div>
      {content}
    </>
  );
}
