import { canWithdraw } from '@azubi/shared/applications/application-rules';
import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { localizePath } from '@azubi/shared/i18n/locales';
import type { PlacementSummary } from '@azubi/shared/placements/placements';
import { Building2, FileText, Inbox, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { useMyApplications } from '../../features/applications/api/get-my-applications';
import { ApplicationStatusBadge } from '../../features/applications/components/application-status-badge';
import { StatusHistory } from '../../features/applications/components/status-history';
import { WithdrawButton } from '../../features/applications/components/withdraw-button';
import { RequireAccount } from '../require-account';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { MessageButton } from '../../features/messaging/components/message-button';
import {
  ApplicationPlacement,
  usePlacementsByApplication,
} from '../../features/placements/components/application-placement';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useLocale } from '../../i18n/use-locale';

/** `/my-applications`: a candidate's applications with status and history; open ones can be withdrawn. */
export function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  return (
    <>
      <title>{t('mine.documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={t('mine.candidatesOnly')}>
          {() => <Applications />}
        </RequireAccount>
      </div>
    </>
  );
}

function Applications() {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const query = useMyApplications();
  const placements = usePlacementsByApplication(
    (query.data ?? []).filter((application) => application.status === 'accepted').map((application) => application.id),
  );

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" text={t('mine.loading')} className="py-16" />;
  else if (query.isError) {
    content = (
      <LoadError
        message={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        className="gap-4 py-12"
      />
    );
  } else if (query.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('mine.emptyTitle')}</p>
        <p className="text-muted-foreground">{t('mine.emptyText')}</p>
        <Button asChild>
          <Link to={localizePath('/browse-jobs', locale)}>{t('mine.browse')}</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4">
        {query.data.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} placement={placements.get(application.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <CandidateTabs />
      <header className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 sm:text-4xl">
          {t('mine.title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('mine.intro')}</p>
      </header>
      {content}
    </>
  );
}

function ApplicationCard({
  application,
  placement,
}: {
  application: CandidateApplication;
  placement: PlacementSummary | undefined;
}) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const format = useListingFormat();
  const titleId = `application-${application.id}`;
  const { listing } = application;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-card border border-border bg-background p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-brand-950">
            {listing.isActive ? (
              <Link to={localizePath(`/jobs/${listing.id}`, locale)} className="hover:text-primary hover:underline">
                {listing.title}
              </Link>
            ) : (
              listing.title
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Building2 className="size-4 shrink-0" aria-hidden="true" />
              {listing.companyName}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {listing.location}
            </span>
          </p>
        </div>
        <p className="flex items-center gap-2">
          <span className="sr-only">{t('mine.status')}</span>
          <ApplicationStatusBadge status={application.status} />
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('mine.appliedOn', { date: format.date(application.appliedAt) })}
      </p>
      <ApplicationPlacement placement={placement} side="candidate" />
      {application.coverLetter ? (
        <details className="group rounded-control border border-border px-3 py-2">
          <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium">
            <FileText className="size-4 text-primary" aria-hidden="true" />
            {t('mine.coverLetter')}
          </summary>
          <p className="mt-2 break-words whitespace-pre-line">{application.coverLetter}</p>
        </details>
      ) : null}
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{t('history.title')}</h3>
        <StatusHistory history={application.history} />
      </section>
      <div className="flex flex-wrap gap-2">
        <MessageButton
          applicationId={application.id}
          recipient={listing.companyName}
          side="candidate"
          defaultSubject={listing.title}
        />
        {canWithdraw(application.status) ? (
          <WithdrawButton applicationId={application.id} listingTitle={listing.title} />
        ) : null}
      </div>
    </article>
  );
}
